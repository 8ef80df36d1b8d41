// Commonly used passwords (lower case), refused as new passwords on both sides. Compiled from the most
// frequent entries of public password-leak statistics, plus patterns common on Chinese campuses.
export const COMMON_PASSWORDS: readonly string[] = [
  '123456', '12345678', '123456789', '1234567890', '12345', '1234567', '111111', '000000', '123123', '666666',
  '888888', '654321', '987654321', '11111111', '88888888', '66666666', '00000000', '12341234', '1qaz2wsx',
  '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4', 'qwe123', 'qwer1234', 'qwerty', 'qwerty123', 'qwertyuiop', 'asdfgh',
  'asdfghjkl', 'asd123', 'zxcvbnm', 'zxcvbn', 'abc123', 'abc12345', 'abcd1234', 'a123456', 'a1234567',
  'a12345678', 'aa123456', 'aa112233', 'abc123456', 'password', 'password1', 'password123', 'passw0rd',
  'p@ssw0rd', 'p@ssword', 'pass@123', 'pass@word1', 'admin', 'admin123', 'admin@123', 'admin888', 'root',
  'root123', 'test123', 'test@123', 'welcome', 'welcome1', 'welcome@123', 'iloveyou', 'woaini', 'woaini1314',
  '5201314', '1314520', 'woaini520', 'aini1314', 'letmein', 'monkey', 'dragon', 'sunshine', 'princess',
  'football', 'baseball', 'superman', 'batman', 'master', 'shadow', 'michael', 'trustno1', 'starwars',
  'whatever', 'computer', 'internet', 'changeme', 'default', 'secret', 'login', 'hello123', 'hello@123',
  'china123', 'china@123', 'zhang123', 'wang123', 'li123456', 'qq123456', 'qq@123456', 'wangyi123',
  'baidu123', 'abc@123', 'abc@1234', 'abcd@1234', 'aa@123456', 'a@123456', 'a123456@', 'a123456.',
  'a1b2c3d4', 'a1b2c3', 'q123456', 'q1234567', 'qaz123', 'qazwsx', 'qazwsxedc', '1qaz@wsx', '1qaz!qaz',
  'zaq12wsx', 'zaq1@wsx', 'asdf1234', 'asdf@1234', 'asdqwe123', '147258369', '159357', '159753',
  '147258', '258369', '321321', '112233', '123321', '121212', '131313', '520520', '7758521', '1qazxsw2',
  'campus123', 'campus@123', 'campus@2026', 'school123', 'student123', 'teacher123', 'sfdx123', 'sfdx@123',
  'p@ssw0rd123', 'p@55w0rd', 'qwe@123', 'qwe!123', 'qwer@1234', 'qwer!234', 'abc!123', 'aa123456.',
  'summer2026', 'winter2026', 'spring2026', 'autumn2026', 'summer@2026', 'china2026', 'admin2026',
]

/** Chinese texts of the demo institution (示范大学). */
export const SCHOOL_NAME = '示范大学'

export const ABOUT_TEXT = [
  '<p>示范大学移动门户是面向全校师生、访客与管理人员的一站式服务平台，汇集校园资讯、办事服务、消息待办与日程安排。</p>',
  '<p>平台通过统一身份认证登录，支持账号密码、手机验证码与微信小程序授权等多种方式，一次登录即可访问各业务系统。</p>',
  '<p>如在使用中遇到问题，请通过“意见反馈”提交，或拨打信息化服务热线 010-12345678（工作日 8:30—17:30）。</p>',
].join('')

export const PROTOCOL_TEXT = [
  '<h3>示范大学移动门户用户服务协议</h3>',
  '<p>欢迎使用示范大学移动门户（以下简称“本平台”）。本平台由示范大学信息化建设与管理办公室（以下简称“我们”）运营，在使用本平台前，请您仔细阅读并充分理解本协议的全部内容。</p>',
  '<p>一、账号使用。您应使用学校分配的统一身份认证账号登录本平台，并妥善保管账号与密码。因您保管不善导致账号被他人使用的，相关责任由您自行承担；发现账号异常时，请立即修改密码并联系我们。</p>',
  '<p>二、使用规范。您在使用本平台时应遵守国家法律法规及学校各项规章制度，不得利用本平台发布、传播违法或不良信息，不得干扰平台正常运行或尝试未经授权访问他人数据。</p>',
  '<p>三、服务变更。我们可能根据学校工作需要调整、中止或终止部分服务，并将通过平台公告等方式提前告知。</p>',
  '<p>四、其他。本协议的解释与争议处理适用中华人民共和国法律。如您对本协议有任何疑问，可通过“意见反馈”与我们联系。</p>',
].join('')

export const PRIVACY_TEXT = [
  '<h3>示范大学移动门户隐私政策</h3>',
  '<p>我们深知个人信息对您的重要性，并会尽全力保护您的个人信息安全。本政策说明我们如何收集、使用、存储和保护您的个人信息。</p>',
  '<p>一、我们收集的信息。为向您提供身份认证与校园服务，我们会处理您的学工号、姓名、身份类型、手机号码，以及登录时的设备标识与操作系统类型。使用微信授权登录时，我们会获取您的微信昵称、头像与小程序唯一标识，仅用于账号绑定。</p>',
  '<p>二、信息的使用。上述信息仅用于登录认证、账号安全保护、消息通知及校内业务办理，不会用于与上述目的无关的用途，也不会向学校以外的第三方出售。</p>',
  '<p>三、信息的存储与保护。您的信息存储于学校数据中心，密码以不可逆的方式加密保存；验证码、登录凭据均设有有效期并仅可使用一次。</p>',
  '<p>四、您的权利。您可以在“我的—安全设置”中修改密码、更换绑定手机，也可以联系我们查询、更正或删除您的个人信息。</p>',
  '<p>五、联系我们。如对本政策有任何疑问，请拨打 010-12345678 或发送邮件至 privacy@demo-university.edu.cn。</p>',
].join('')

export const PRIVACY_AGREEMENT_TITLE = '示范大学移动门户隐私政策'
export const PRIVACY_AGREEMENT_VERSION = '2026.1'

export const PROTOCOL_AGREEMENT_VERSION = '1'

/** The first published version of each text (the console publishes the next ones). */
export const PROTOCOL_AGREEMENT = { version: PROTOCOL_AGREEMENT_VERSION, title: '示范大学移动门户用户服务协议', content: PROTOCOL_TEXT }
export const PRIVACY_AGREEMENT = { version: PRIVACY_AGREEMENT_VERSION, title: PRIVACY_AGREEMENT_TITLE, content: PRIVACY_TEXT }
export const AGREEMENTS_PUBLISHED_AT = new Date('2026-09-01T00:00:00+08:00')

import { describeUserAgent } from '@/lib/user-agent'

// Real user agents of the browsers the portal runs in: WeChat's in-app browser, iOS Safari, Android Chrome and
// the phone makers' own browsers, HarmonyOS, and desktop browsers.
const cases: Array<[string, string, ReturnType<typeof describeUserAgent>]> = [
  [
    'iPhone Safari',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
    { brand: 'Apple', model: 'iPhone', system: 'iOS 17.1.2', platform: 'iOS' },
  ],
  [
    'WeChat on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2b) NetType/WIFI Language/zh_CN',
    { brand: 'Apple', model: 'iPhone', system: 'iOS 16.6', platform: 'iOS' },
  ],
  [
    'iPad Safari',
    'Mozilla/5.0 (iPad; CPU OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
    { brand: 'Apple', model: 'iPad', system: 'iOS 15.7', platform: 'iOS' },
  ],
  [
    'WeChat on a Samsung',
    'Mozilla/5.0 (Linux; Android 13; SM-S9180 Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/5235 MMWEBSDK/20230805 MicroMessenger/8.0.42.2460(0x28002A35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
    { brand: 'Samsung', model: 'SM-S9180', system: 'Android 13', platform: 'Android' },
  ],
  [
    'WeChat on a Xiaomi (model code only)',
    'Mozilla/5.0 (Linux; Android 12; 22081212C Build/SKQ1.220303.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5197 MicroMessenger/8.0.40',
    { brand: '', model: '22081212C', system: 'Android 12', platform: 'Android' },
  ],
  [
    'Chrome with the reduced user agent',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    { brand: '', model: '', system: 'Android 10', platform: 'Android' },
  ],
  [
    'OPPO browser with a language token',
    'Mozilla/5.0 (Linux; U; Android 12; zh-cn; PFJM10 Build/RKQ1.211119.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/90.0.4430.61 Mobile Safari/537.36 HeyTapBrowser/40.8.10.1',
    { brand: 'OPPO', model: 'PFJM10', system: 'Android 12', platform: 'Android' },
  ],
  [
    'vivo browser',
    'Mozilla/5.0 (Linux; Android 11; V2055A Build/RP1A.200720.012; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/87.0.4280.141 Mobile Safari/537.36 VivoBrowser/14.5.10.2',
    { brand: 'vivo', model: 'V2055A', system: 'Android 11', platform: 'Android' },
  ],
  [
    'Pixel Chrome',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A.230803.041) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.6045.163 Mobile Safari/537.36',
    { brand: 'Google', model: 'Pixel 8', system: 'Android 14', platform: 'Android' },
  ],
  [
    'Huawei browser on HarmonyOS (Android-compatible agent)',
    'Mozilla/5.0 (Linux; Android 10; HarmonyOS; NOH-AN00; HMSCore 6.11.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.0.322 Mobile Safari/537.36',
    { brand: 'Huawei', model: 'NOH-AN00', system: 'HarmonyOS', platform: 'HarmonyOS' },
  ],
  [
    'HarmonyOS NEXT',
    'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
    { brand: 'Huawei', model: '', system: 'OpenHarmony 4.1', platform: 'OpenHarmony' },
  ],
  [
    'Windows Chrome',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    { brand: '', model: '', system: 'Windows 10', platform: 'Windows' },
  ],
  [
    'Mac Safari',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
    { brand: 'Apple', model: 'Macintosh', system: 'macOS 10.15.7', platform: 'macOS' },
  ],
  [
    'Linux Chromium',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
    { brand: '', model: '', system: 'Linux', platform: 'Linux' },
  ],
  ['an empty agent', '', { brand: '', model: '', system: '', platform: '' }],
]

describe('describeUserAgent', () => {
  it.each(cases)('%s', (_name, userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toEqual(expected)
  })
})

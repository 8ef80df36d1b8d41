import { mainPages, preloadRule, REQUIRED_PRIVATE_INFOS, subPackages, tabBar } from './routes/app-config'

const platform = process.env.TARO_ENV === 'h5' ? 'h5' : 'weapp'

// H5 repaints its bars for dark mode in CSS (app.scss); the mini-program names theme.json's variables.
const h5Window = {
  backgroundTextStyle: 'dark',
  navigationBarBackgroundColor: '#ffffff',
  navigationBarTextStyle: 'black',
  backgroundColor: '#F6F6F6',
} as const
const weappWindow = {
  backgroundTextStyle: '@bgTxtStyle',
  navigationBarBackgroundColor: '@navBgColor',
  navigationBarTextStyle: '@navTxtStyle',
  backgroundColor: '@bgColor',
} as const

// Taro's H5 route animation; app.json has no such field.
const h5Only = { animation: false }

// WeChat's privacy rules (base library ≥ 2.32.3): private APIs wait for the app's own pop-up
// (components/privacy-popup), and location APIs must be declared. docs/weapp-privacy.md lists them.
// Dark mode follows the system: the `@` names of window and tabBar are theme.json's light and dark values.
const weappOnly = {
  __usePrivacyCheck__: true,
  darkmode: true,
  themeLocation: 'theme.json',
  ...(REQUIRED_PRIVATE_INFOS.length ? { requiredPrivateInfos: REQUIRED_PRIVATE_INFOS } : {}),
  sitemapLocation: 'sitemap.json',
}

export default defineAppConfig({
  pages: mainPages(platform),
  subPackages: subPackages(platform),
  preloadRule: preloadRule(platform),
  tabBar: tabBar(platform),
  window: {
    ...(platform === 'h5' ? h5Window : weappWindow),
    navigationBarTitleText: '掌上校园',
    // H5 draws Taro's own navigation bar (title, back/home) only when the style is named.
    navigationStyle: 'default',
    pageOrientation: 'portrait',
  },
  lazyCodeLoading: 'requiredComponents',
  ...(platform === 'h5' ? h5Only : weappOnly),
})

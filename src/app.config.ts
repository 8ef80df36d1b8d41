import { mainPages, preloadRule, REQUIRED_PRIVATE_INFOS, subPackages, tabBar } from './routes/app-config'

const platform = process.env.TARO_ENV === 'h5' ? 'h5' : 'weapp'

// Taro's H5 route animation; app.json has no such field.
const h5Only = { animation: false }

// WeChat's privacy rules (base library ≥ 2.32.3): private APIs wait for the app's own pop-up
// (components/privacy-popup), and location APIs must be declared. docs/weapp-privacy.md lists them.
const weappOnly = {
  __usePrivacyCheck__: true,
  ...(REQUIRED_PRIVATE_INFOS.length ? { requiredPrivateInfos: REQUIRED_PRIVATE_INFOS } : {}),
  sitemapLocation: 'sitemap.json',
}

export default defineAppConfig({
  pages: mainPages(platform),
  subPackages: subPackages(platform),
  preloadRule: preloadRule(platform),
  tabBar: tabBar(platform),
  window: {
    backgroundTextStyle: 'dark',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '掌上校园',
    navigationBarTextStyle: 'black',
    // H5 draws Taro's own navigation bar (title, back/home) only when the style is named.
    navigationStyle: 'default',
    backgroundColor: '#F6F6F6',
    pageOrientation: 'portrait',
  },
  lazyCodeLoading: 'requiredComponents',
  ...(platform === 'h5' ? h5Only : weappOnly),
})

import { mainPages, preloadRule, subPackages, tabBar } from './routes/app-config'

const platform = process.env.TARO_ENV === 'h5' ? 'h5' : 'weapp'

export default defineAppConfig({
  pages: mainPages(platform),
  subPackages: subPackages(platform),
  preloadRule: preloadRule(platform),
  tabBar: tabBar(),
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
  animation: false,
})

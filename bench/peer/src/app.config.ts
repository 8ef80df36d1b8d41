export default defineAppConfig({
  pages: ['pages/index/index'],
  window: { navigationBarTitleText: 'Peer', navigationBarBackgroundColor: '#ffffff', navigationBarTextStyle: 'black' },
})

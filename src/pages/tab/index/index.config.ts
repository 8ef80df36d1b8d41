import { pageConfig } from '../../../routes/page-config'

export default pageConfig('home', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' })

import { pageConfig } from '../../../routes/page-config'

export default pageConfig('homeClean', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' })

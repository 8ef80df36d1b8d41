import { pageConfig } from '../../routes/page-config'

export default pageConfig('newsDetail', { enableShareAppMessage: true, enableShareTimeline: true })

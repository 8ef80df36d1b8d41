import { pageConfig } from '../../routes/page-config'

export default pageConfig('newsDetailDz', { enableShareAppMessage: true, enableShareTimeline: true })

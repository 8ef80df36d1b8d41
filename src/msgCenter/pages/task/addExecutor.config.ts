import { pageConfig } from '../../../routes/page-config'
import { BOTTOM_REACH } from '../../../components/constants'

export default pageConfig('addExecutor', { onReachBottomDistance: BOTTOM_REACH.long })

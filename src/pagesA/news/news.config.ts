import { BOTTOM_REACH } from '../../components/constants'
import { pageConfig } from '../../routes/page-config'

export default pageConfig('newsList', { onReachBottomDistance: BOTTOM_REACH.standard })

// Generated from the route table by scripts/gen-page-configs.mjs: edit the table, not this file.
import { pageConfig } from '../../../routes/page-config'

export default pageConfig('secondWorkPersonDetail')

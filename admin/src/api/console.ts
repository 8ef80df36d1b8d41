import type { adminCmsEndpoints } from '@contract/admin-cms'
import type { adminConsoleEndpoints } from '@contract/admin-console'
import { adminPaths } from '@contract/paths/admin'
import { endpointClient } from './client'

/** Every console endpoint, typed from the contract (the schemas stay on the server; only paths are bundled). */
export const consoleApi = endpointClient<typeof adminConsoleEndpoints & typeof adminCmsEndpoints>(adminPaths)

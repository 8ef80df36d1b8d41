import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '../../lib/common/api-error'
import { absolutizeAssets, publicOrigin, readSetting } from '../../lib/portal/portal-settings'
import { isValidNow } from '../../lib/portal/validity'
import { portalConfigEndpoints } from '@contract/portal-config'
import { serve } from '../../serve-endpoint'
import { enabledThemes, tabConfigList } from '../../lib/portal/config-repository'

const tags = ['portal-config']

/** Configuration the client reads at start; none of it needs a signed-in user. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const origin = (request: Parameters<typeof publicOrigin>[0]) => publicOrigin(request, fastify.config.publicOrigin)

  serve(
    fastify,
    portalConfigEndpoints.getSystemConf,
    {
      schema: { tags, summary: '系统配置' },
    },
    async (request) => {
      const system = absolutizeAssets(await readSetting(fastify.db, 'system'), origin(request))
      return ok({ ...system, appFootTabs: JSON.stringify(system.appFootTabList) })
    },
  )

  serve(
    fastify,
    portalConfigEndpoints.getAppSystemConf,
    {
      schema: { tags, summary: '模块设置' },
    },
    async () => ok(await readSetting(fastify.db, 'module')),
  )

  serve(
    fastify,
    portalConfigEndpoints.tabList,
    {
      schema: { tags, summary: '底部标签配置（含各身份的不同名称）' },
    },
    async (request) => {
      const rows = await tabConfigList(fastify.db)
      const tabs = rows.map((row) => ({
        ...row,
        differentNames: row.differentNames.map((entry) => ({ code: entry.code, tabName: entry.tabName, tabId: row.id })),
      }))
      return ok(absolutizeAssets(tabs, origin(request)))
    },
  )

  serve(
    fastify,
    portalConfigEndpoints.themeCurrent,
    {
      schema: { tags, summary: '当前主题（null 表示使用默认标签栏）' },
    },
    async (request) => {
      const rows = await enabledThemes(fastify.db)
      const now = new Date()
      const theme = rows.find((row) => isValidNow(row.validity, now)) ?? rows[0]
      if (!theme) return ok(null)
      return ok(
        absolutizeAssets(
          {
            id: theme.id,
            name: theme.name,
            footTabs: theme.footTabs,
            backgroundUrl: theme.backgroundUrl,
            validity: theme.validity,
            isValidForNow: isValidNow(theme.validity, now),
          },
          origin(request),
        ),
      )
    },
  )
}

export default routes

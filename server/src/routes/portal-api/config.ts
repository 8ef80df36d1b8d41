import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '../../lib/common/api-error'
import { publicOrigin } from '../../lib/portal/portal-settings'
import { portalConfigEndpoints } from '@contract/portal-config'
import { serve } from '../../serve-endpoint'
import { currentTheme, moduleSettings, startupConfig, systemConfig, tabConfigs } from '../../lib/portal/startup-config'

const tags = ['portal-config']

/** Configuration the client reads at start; none of it needs a signed-in user. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const origin = (request: Parameters<typeof publicOrigin>[0]) => publicOrigin(request, fastify.config.publicOrigin)

  serve(fastify, portalConfigEndpoints.getSystemConf, { schema: { tags, summary: '系统配置' } }, async (request) =>
    ok(await systemConfig(fastify.db, origin(request))),
  )

  serve(fastify, portalConfigEndpoints.getAppSystemConf, { schema: { tags, summary: '模块设置' } }, async () =>
    ok(await moduleSettings(fastify.db)),
  )

  serve(fastify, portalConfigEndpoints.tabList, { schema: { tags, summary: '底部标签配置（含各身份的不同名称）' } }, async (request) =>
    ok(await tabConfigs(fastify.db, origin(request))),
  )

  serve(
    fastify,
    portalConfigEndpoints.themeCurrent,
    { schema: { tags, summary: '当前主题（null 表示使用默认标签栏）' } },
    async (request) => ok(await currentTheme(fastify.db, origin(request), fastify.clock.now())),
  )

  serve(
    fastify,
    portalConfigEndpoints.startup,
    { schema: { tags, summary: '启动配置：系统配置、模块设置、底部标签与当前主题（首次加载一次取回）' } },
    async (request) => ok(await startupConfig(fastify.db, origin(request), fastify.clock.now())),
  )
}

export default routes

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { appVersions } from '../../db/schema/index'
import { ok } from '../../lib/common/api-error'
import { absolutizeAssets, publicOrigin } from '../../lib/portal/portal-settings'
import { currentAgreement } from '../../lib/personal/personal-account-repository'
import { portalConfigEndpoints } from '@contract/portal-config'
import { serve } from '../../serve-endpoint'
import { lastVersion, newestVersions } from '../../lib/portal/config-repository'
import { campusNetwork } from '../../lib/services/campus-network'

const tags = ['portal-app']
const SERVER_VERSION = '1.0.0'

type VersionRow = typeof appVersions.$inferSelect
const versionOf = (row: VersionRow, origin: string) =>
  absolutizeAssets(
    {
      platform: row.platform,
      version: row.version,
      versionCode: row.versionCode,
      forceUpdate: row.forceUpdate,
      downloadUrl: row.downloadUrl,
      releaseNotes: row.releaseNotes,
      releasedAt: row.releasedAt.toISOString(),
    },
    origin,
  )

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const onCampus = campusNetwork(fastify.config.campusNetworks)
  const origin = (request: Parameters<typeof publicOrigin>[0]) => publicOrigin(request, fastify.config.publicOrigin)

  serve(
    fastify,
    portalConfigEndpoints.getLastVersion,
    {
      schema: { tags, summary: '最新版本（platform 默认 android）' },
    },
    async (request) => {
      const row = await lastVersion(fastify.db, request.query.platform ?? 'android')
      return ok(row ? versionOf(row, origin(request)) : null)
    },
  )

  serve(
    fastify,
    portalConfigEndpoints.appVersionInfo,
    {
      schema: { tags, summary: '各平台当前版本' },
    },
    async (request) => {
      const newest = await newestVersions(fastify.db)
      return ok({ serverVersion: SERVER_VERSION, versions: newest.map((row) => versionOf(row, origin(request))) })
    },
  )

  serve(
    fastify,
    portalConfigEndpoints.networkCheck,
    {
      schema: { tags, summary: '网络连通检查（onCampus：是否在校园网内）' },
    },
    async (request) => ok({ online: true as const, serverTime: Date.now(), onCampus: onCampus(request.ip) }),
  )

  serve(
    fastify,
    portalConfigEndpoints.getPrivacyAgreement,
    {
      schema: { tags, summary: '隐私协议' },
    },
    async () => ok(await currentAgreement(fastify.db)),
  )
}

export default routes

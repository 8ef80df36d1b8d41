import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { appVersions } from '../../db/schema/index'
import { ok } from '../../lib/shared/api-error'
import { absolutizeAssets, publicOrigin, readSetting } from '../../lib/portal/portal-settings'
import { lastVersion, newestVersions } from '../../lib/portal/config-repository'
import {
  AppVersionInfoResponse, LastVersionQuery, LastVersionResponse, NetworkCheckResponse, PrivacyAgreementResponse,
} from '../../schemas/portal-config'

const tags = ['portal-app']
const SERVER_VERSION = '1.0.0'

type VersionRow = typeof appVersions.$inferSelect
const versionOf = (row: VersionRow, origin: string) => absolutizeAssets({
  platform: row.platform,
  version: row.version,
  versionCode: row.versionCode,
  forceUpdate: row.forceUpdate,
  downloadUrl: row.downloadUrl,
  releaseNotes: row.releaseNotes,
  releasedAt: row.releasedAt.toISOString(),
}, origin)

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const origin = (request: Parameters<typeof publicOrigin>[0]) => publicOrigin(request, fastify.config.publicOrigin)

  fastify.get('/v1/app/config/getLastVersion', {
    schema: { tags, summary: '最新版本（platform 默认 android）', querystring: LastVersionQuery, response: { 200: LastVersionResponse } },
  }, async (request) => {
    const row = await lastVersion(fastify.db, request.query.platform ?? 'android')
    return ok(row ? versionOf(row, origin(request)) : null)
  })

  fastify.get('/appVersionInfo', {
    schema: { tags, summary: '各平台当前版本', response: { 200: AppVersionInfoResponse } },
  }, async (request) => {
    const newest = await newestVersions(fastify.db)
    return ok({ serverVersion: SERVER_VERSION, versions: newest.map((row) => versionOf(row, origin(request))) })
  })

  fastify.get('/v2/service/networkCheck', {
    schema: { tags, summary: '网络连通检查', response: { 200: NetworkCheckResponse } },
  }, async () => ok({ online: true as const, serverTime: Date.now() }))

  fastify.get('/v1/agreement/getPrivacyAgreement', {
    schema: { tags, summary: '隐私协议', response: { 200: PrivacyAgreementResponse } },
  }, async () => {
    const agreement = await readSetting(fastify.db, 'privacy-agreement')
    return ok({
      title: String(agreement.title ?? ''),
      version: String(agreement.version ?? ''),
      updatedAt: String(agreement.updatedAt ?? ''),
      content: String(agreement.content ?? ''),
    })
  })
}

export default routes

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { adminConfigEndpoints, adminReleaseEndpoints } from '@contract/admin-config'
import { ADMIN_ROLES } from '@contract/admin-roles'
import {
  consoleSettings,
  consoleTabs,
  consoleThemes,
  restoreVersion,
  saveSettings,
  saveTab,
  saveTheme,
} from '../../lib/admin/console-config-repository'
import { versionBody, versionsOf } from '../../lib/admin/config-versions'
import {
  addAppVersion,
  consoleAppVersions,
  consoleDiversions,
  deleteDiversion,
  saveDiversion,
} from '../../lib/admin/console-release-repository'
import { notFound, ok } from '../../lib/common/api-error'
import { userOf } from '../../plugins/app/authentication'
import { routeDocs, serve } from '../../serve-endpoint'

const docs = routeDocs(['admin-config'], { security: [{ idToken: [] }] })
const config = { adminRole: ADMIN_ROLES.globalAdmin }

/**
 * 标签栏, 主题, 系统设置 and 模块设置 in the operator console (全局管理员 only). Every save is audited, kept as a version
 * and empties the portal's caches on every instance, so the portal's config calls answer the change at once.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify

  const tabAnswer = async (id: number, message: string) => {
    const tab = (await consoleTabs(db)).find((row) => row.id === id)
    if (!tab) throw notFound('标签不存在')
    return ok(tab, message)
  }
  const themeAnswer = async (id: number, message: string) => {
    const theme = (await consoleThemes(db)).find((row) => row.id === id)
    if (!theme) throw notFound('主题不存在')
    return ok(theme, message)
  }

  serve(fastify, adminConfigEndpoints.tabList, { config, schema: docs('标签栏配置（各身份名称、图标、顺序、显示）') }, async () =>
    ok(await consoleTabs(db)),
  )

  serve(fastify, adminConfigEndpoints.tabSave, { config, schema: docs('保存一个标签的配置', 409) }, async (request) => {
    const { id, version, ...fields } = request.body
    await saveTab(db, userOf(request), id, version, fields)
    await fastify.contentChanged()
    return await tabAnswer(id, '已保存')
  })

  serve(fastify, adminConfigEndpoints.themeList, { config, schema: docs('主题（新的在前）') }, async () => ok(await consoleThemes(db)))

  serve(fastify, adminConfigEndpoints.themeSave, { config, schema: docs('新建或保存主题', 409) }, async (request) => {
    const { id, version, ...fields } = request.body
    const saved = await saveTheme(db, userOf(request), id, version, fields)
    await fastify.contentChanged()
    return await themeAnswer(saved.id, '已保存')
  })

  serve(fastify, adminConfigEndpoints.systemSettings, { config, schema: docs('系统设置') }, async () =>
    ok(await consoleSettings(db, 'system')),
  )

  serve(fastify, adminConfigEndpoints.systemSave, { config, schema: docs('保存系统设置', 409) }, async (request) => {
    const { version, ...fields } = request.body
    await saveSettings(db, userOf(request), 'system', version, fields)
    await fastify.contentChanged()
    return ok(await consoleSettings(db, 'system'), '已保存')
  })

  serve(fastify, adminConfigEndpoints.moduleSettings, { config, schema: docs('模块设置') }, async () =>
    ok(await consoleSettings(db, 'module')),
  )

  serve(fastify, adminConfigEndpoints.moduleSave, { config, schema: docs('保存模块设置', 409) }, async (request) => {
    const { version, ...fields } = request.body
    await saveSettings(db, userOf(request), 'module', version, fields)
    await fastify.contentChanged()
    return ok(await consoleSettings(db, 'module'), '已保存')
  })

  serve(fastify, adminConfigEndpoints.versionList, { config, schema: docs('一个配置对象保存过的版本（新的在前）') }, async (request) => {
    const rows = await versionsOf(db, request.query.kind, request.query.key)
    return ok(rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() })))
  })

  serve(
    fastify,
    adminConfigEndpoints.versionRestore,
    { config, schema: docs('恢复一个版本（作为新的一次保存）', 409) },
    async (request) => {
      const { kind, key, version, current } = request.body
      const body = await versionBody(db, kind, key, version)
      if (!body) throw notFound('该版本不存在')
      const saved = await restoreVersion(db, userOf(request), kind, key, body, current)
      await fastify.contentChanged()
      return ok({ version: saved }, `已恢复为版本 ${version}`)
    },
  )

  serve(fastify, adminReleaseEndpoints.diversionList, { config, schema: docs('分流记录（公共的与个人的）') }, async () =>
    ok(await consoleDiversions(db)),
  )

  serve(fastify, adminReleaseEndpoints.diversionSave, { config, schema: docs('新建或修改分流记录') }, async (request) => {
    const id = await saveDiversion(db, userOf(request), request.body)
    await fastify.contentChanged()
    const saved = (await consoleDiversions(db)).find((row) => row.id === id)
    if (!saved) throw notFound('分流记录不存在')
    return ok(saved, '已保存')
  })

  serve(fastify, adminReleaseEndpoints.diversionDelete, { config, schema: docs('删除分流记录') }, async (request) => {
    await deleteDiversion(db, userOf(request), request.body.id)
    await fastify.contentChanged()
    return ok(null, '已删除')
  })

  serve(fastify, adminReleaseEndpoints.appVersionList, { config, schema: docs('应用版本（各平台，新的在前）') }, async () =>
    ok((await consoleAppVersions(db)).map((row) => ({ ...row, releasedAt: row.releasedAt.toISOString() }))),
  )

  serve(fastify, adminReleaseEndpoints.appVersionAdd, { config, schema: docs('发布新版本') }, async (request) => {
    const created = await addAppVersion(db, userOf(request), request.body)
    await fastify.contentChanged()
    return ok({ ...created, releasedAt: created.releasedAt.toISOString() }, '已发布')
  })
}

export default routes

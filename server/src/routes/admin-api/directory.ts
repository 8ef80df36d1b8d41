import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { adminDirectoryEndpoints, SECRET_SET, SECRET_UNSET, type DirectorySettings } from '@contract/admin-directory'
import { ADMIN_ROLES } from '@contract/admin-roles'
import { ErrorResponse } from '@contract/common'
import { IDENTITY_CODES } from '@contract/constants'
import { ApiError, ok } from '../../lib/common/api-error'
import { failInterruptedRuns, LDAP_NOT_CONFIGURED, runPage, runRow, startRun } from '../../lib/identity/directory-sync/sync-runs'
import { signOnSettings } from '../../lib/identity/sign-on-settings'
import { pageArgs, paginate } from '../../lib/paginate'
import { userOf } from '../../plugins/app/authentication'
import { serve } from '../../serve-endpoint'

const config = { adminRole: ADMIN_ROLES.globalAdmin }
const docs = (summary: string) => ({ tags: ['admin'], summary, security: [{ idToken: [] }] })
const iso = (at: Date | null) => (at ? at.toISOString() : null)

/** 目录同步 in the operator console (全局管理员): the LDAP connection as configured, runs on demand, their reports. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify

  serve(
    fastify,
    adminDirectoryEndpoints.directorySettings,
    { config, schema: docs('学校 LDAP 连接（环境变量与统一身份认证页的设置；密钥只显示是否已设置）') },
    async () => {
      const identity = await signOnSettings(fastify)
      const ldap = identity.ldap
      const settings: DirectorySettings = {
        configured: Boolean(ldap),
        url: ldap?.url ?? '',
        startTls: ldap?.startTls ?? false,
        bindDnTemplate: ldap?.bindDnTemplate ?? '',
        bindDn: ldap?.bindDn ?? '',
        bindPassword: ldap?.bindPassword ? SECRET_SET : SECRET_UNSET,
        userBase: ldap?.userBase ?? '',
        userFilter: ldap?.userFilter ?? '',
        disabledFilter: ldap?.disabledFilter ?? '',
        attributes: ldap?.attributes ?? { username: '', name: '', identity: '', mobile: '', email: '', org: '' },
        orgBase: ldap?.orgBase ?? '',
        orgParent: ldap?.orgParent ?? '',
        groupBase: ldap?.groupBase ?? '',
        syncCron: ldap?.syncCron ?? '',
        timeoutMs: ldap?.timeoutMs ?? 0,
        ldapIdentities: IDENTITY_CODES.filter((code) => identity.methods[code] === 'ldap'),
      }
      return ok(settings)
    },
  )

  serve(
    fastify,
    adminDirectoryEndpoints.directorySyncStart,
    { config, schema: { ...docs('立即同步（在后台运行；结果见同步记录）'), response: { 503: ErrorResponse } } },
    async (request) => {
      if (!(await signOnSettings(fastify)).ldap) throw new ApiError(503, LDAP_NOT_CONFIGURED)
      await failInterruptedRuns(db, fastify.clock.now())
      const runId = await startRun(db, 'console', userOf(request))
      await fastify.directorySync.launch(runId)
      return ok({ runId }, '已开始同步')
    },
  )

  serve(fastify, adminDirectoryEndpoints.directorySyncRuns, { config, schema: docs('同步记录（新的在前）') }, async (request) => {
    const page = pageArgs(request.query)
    await failInterruptedRuns(db, fastify.clock.now())
    const { rows, total } = await runPage(db, page)
    return ok(
      paginate(
        rows.map((row) => ({ ...row, startedAt: row.startedAt.toISOString(), finishedAt: iso(row.finishedAt) })),
        total,
        page,
      ),
    )
  })

  serve(fastify, adminDirectoryEndpoints.directorySyncRun, { config, schema: docs('一次同步的报告') }, async (request) => {
    const row = await runRow(db, request.query.id)
    return ok({ ...row, startedAt: row.startedAt.toISOString(), finishedAt: iso(row.finishedAt) })
  })
}

export default routes

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '@contract/common'
import { personalEndpoints } from '@contract/personal'
import { checkNickname } from '@contract/nickname'
import { badRequest, ok } from '../../../lib/common/api-error'
import { userOf } from '../../../plugins/app/authentication'
import { pageArgs, paginate } from '../../../lib/paginate'
import { loginHistory, saveAvatar, saveNickname } from '../../../lib/personal/personal-account-repository'
import { findFile } from '../../../lib/files/files-repository'
import { squareAvatar } from '../../../lib/personal/avatar-image'
import { avatarUrl } from '../../../lib/personal/avatar-url'
import { meUserOf } from '../../../lib/personal/me-user'
import { publicOrigin } from '../../../lib/portal/portal-settings'
import { serve } from '../../../serve-endpoint'

const tags = ['personal-profile']
const security = [{ idToken: [] }]

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(
    fastify,
    personalEndpoints.meUser,
    { schema: { tags, summary: '当前用户资料', security, response: { 401: ErrorResponse, 404: ErrorResponse } } },
    async (request) => {
      return ok(await meUserOf(fastify.db, userOf(request).accountId, publicOrigin(request, fastify.config.publicOrigin)))
    },
  )

  serve(
    fastify,
    personalEndpoints.savePortrait,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: {
        tags,
        summary: '保存头像（先经文件上传，服务器裁成正方形并缩放）',
        security,
        response: { 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const { accountId } = userOf(request)
      const file = await findFile(fastify.db, request.body.fileId)
      if (!file || file.ownerId !== accountId) throw badRequest('请先上传头像图片')
      if (file.kind !== 'image') throw badRequest('头像须为图片（JPG、PNG、WebP 或 GIF）')
      const now = fastify.clock.now()
      await saveAvatar(fastify.db, accountId, await squareAvatar(file.content), 'image/jpeg', now)
      return ok({ avatarUrl: avatarUrl(publicOrigin(request, fastify.config.publicOrigin), accountId, now) }, '头像已更新')
    },
  )

  serve(
    fastify,
    personalEndpoints.saveNickname,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: {
        tags,
        summary: '保存昵称（本人；去掉首尾空白后 1–20 个字，不含控制字符）',
        security,
        response: { 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      // Only the signed-in person's own account: the body names no account.
      const checked = checkNickname(request.body.nickname)
      if (!checked.ok) throw badRequest(checked.reason)
      await saveNickname(fastify.db, userOf(request).accountId, checked.nickname)
      return ok({ nickname: checked.nickname }, '昵称已保存')
    },
  )

  serve(
    fastify,
    personalEndpoints.authenticationLog,
    { schema: { tags, summary: '登录记录', security, response: { 400: ErrorResponse, 401: ErrorResponse } } },
    async (request) => {
      const page = pageArgs(request.query)
      const { items, total } = await loginHistory(fastify.db, userOf(request).accountId, page)
      return ok(paginate(items, total, page))
    },
  )
}

export default routes

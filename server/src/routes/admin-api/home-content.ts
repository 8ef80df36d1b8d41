import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { adminHomeContentEndpoints, type HomeItemSaveBody } from '@contract/admin-home-content'
import { ADMIN_ROLES } from '@contract/admin-roles'
import { HOME_CONTENT_LABEL, homeItemProblems, PORTAL_LINK_ROUTES, type HomeContentKind } from '@contract/home-content-rules'
import { deleteHomeItem, homeItems, orderHomeItems, saveHomeItem, stateOf } from '../../lib/admin/home-content-repository'
import { badRequest, ok } from '../../lib/common/api-error'
import { allowedServiceUrl } from '../../lib/common/service-url'
import { allowedServiceHosts } from '../../lib/portal/portal-settings'
import { userOf } from '../../plugins/app/authentication'
import { routeDocs, serve } from '../../serve-endpoint'

const docs = routeDocs(['admin-cms'], { security: [{ idToken: [] }] })
const config = { adminRole: ADMIN_ROLES.contentEditor }

/** 轮播图, 滚动公告, 弹窗, 悬浮框 in the operator console (内容编辑 or 全局管理员); every write audited, the portal refreshed. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify
  const hosts = async () => await allowedServiceHosts(db, fastify.config.publicOrigin)
  const withState = <T extends Parameters<typeof stateOf>[0]>(item: T) => ({ ...item, state: stateOf(item, fastify.clock.now()) })

  /** The shared rule (the console's form says the same); absolute addresses also pass the CAS service check. */
  const checked = async (kind: HomeContentKind, body: HomeItemSaveBody) => {
    const fields = {
      title: body.title,
      image: body.image ?? '',
      mediaType: body.mediaType ?? 'image',
      videoUrl: body.videoUrl ?? '',
      link: body.link ?? '',
      startTime: body.startTime ?? null,
      endTime: body.endTime ?? null,
      identities: body.identities ?? [],
    }
    const allowed = await hosts()
    const [problem] = homeItemProblems(kind, fields, allowed)
    if (problem) throw badRequest(`${HOME_CONTENT_LABEL[kind]}：${problem.message}`)
    for (const address of [fields.link, fields.image, fields.videoUrl].map((text) => text.trim()))
      if (/^https?:/i.test(address) && !allowedServiceUrl(address.replace('{idToken}', ''), allowed))
        throw badRequest(`${HOME_CONTENT_LABEL[kind]}：地址格式不正确`)
    return fields
  }

  serve(fastify, adminHomeContentEndpoints.linkRules, { config, schema: docs('链接规则：允许的域名与门户页面') }, async () =>
    ok({ hosts: await hosts(), routes: [...PORTAL_LINK_ROUTES] }),
  )

  serve(
    fastify,
    adminHomeContentEndpoints.list,
    { config, schema: docs('轮播图、滚动公告、弹窗或悬浮框（任何状态，按顺序）') },
    async (request) => ok((await homeItems(db, request.query.kind)).map(withState)),
  )

  serve(
    fastify,
    adminHomeContentEndpoints.save,
    { config, schema: docs('新建或修改一项（有效期、面向人群、链接校验）', 409) },
    async (request) => {
      const { kind, id, updatedAt, enabled } = request.body
      const fields = await checked(kind, request.body)
      const item = await saveHomeItem(db, userOf(request), kind, { id, updatedAt, enabled, fields })
      await fastify.contentChanged()
      return ok(withState(item), '已保存')
    },
  )

  serve(fastify, adminHomeContentEndpoints.remove, { config, schema: docs('删除一项', 409) }, async (request) => {
    const { kind, id, updatedAt } = request.body
    await deleteHomeItem(db, userOf(request), kind, id, updatedAt)
    await fastify.contentChanged()
    return ok({ id }, '已删除')
  })

  serve(fastify, adminHomeContentEndpoints.order, { config, schema: docs('排序（上移/下移）') }, async (request) => {
    const items = await orderHomeItems(db, userOf(request), request.body.kind, request.body.ids)
    await fastify.contentChanged()
    return ok(items.map(withState), '已保存排序')
  })
}

export default routes

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ADMIN_ROLES } from '@contract/admin-roles'
import { adminServiceEndpoints } from '@contract/admin-services'
import { ok } from '../../lib/common/api-error'
import { pageArgs, paginate } from '../../lib/paginate'
import { allowedServiceHosts } from '../../lib/portal/portal-settings'
import { serviceCatalogue } from '../../lib/services/service-catalogue'
import { userOf } from '../../plugins/app/authentication'
import { routeDocs, serve } from '../../serve-endpoint'

const docs = routeDocs(['admin-services'], { security: [{ idToken: [] }] })
const config = { adminRole: ADMIN_ROLES.serviceAdmin }

/** 服务目录, 服务分类, 办事指南 and 评价管理 in the operator console (服务管理员 or 全局管理员); writes refresh the portal. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify
  const catalogue = serviceCatalogue({ db, clock: fastify.clock })
  const hosts = async () => await allowedServiceHosts(db, fastify.config.publicOrigin)

  serve(fastify, adminServiceEndpoints.serviceLinkRules, { config, schema: docs('地址规则：允许的域名（表单按它提示）') }, async () =>
    ok({ hosts: await hosts() }),
  )

  serve(fastify, adminServiceEndpoints.serviceCategoryList, { config, schema: docs('服务分类（按顺序，含服务数）') }, async () =>
    ok(await catalogue.categories()),
  )

  serve(fastify, adminServiceEndpoints.serviceCategorySave, { config, schema: docs('新建或重命名服务分类', 400) }, async (request) => {
    const categories = await catalogue.saveCategory(userOf(request), request.body)
    await fastify.contentChanged()
    return ok(categories, '已保存')
  })

  serve(fastify, adminServiceEndpoints.serviceCategoryOrder, { config, schema: docs('服务分类排序', 400) }, async (request) => {
    const categories = await catalogue.orderCategories(userOf(request), request.body.codes)
    await fastify.contentChanged()
    return ok(categories, '已保存排序')
  })

  serve(
    fastify,
    adminServiceEndpoints.serviceList,
    { config, schema: docs('服务目录（任何状态；名称或编号搜索，分类、状态筛选）') },
    async (request) => {
      const { keyword, categoryCode, status } = request.query
      const page = pageArgs(request.query)
      const { rows, total } = await catalogue.list({ keyword, categoryCode, status }, page)
      return ok(paginate(rows, total, page))
    },
  )

  serve(fastify, adminServiceEndpoints.serviceDetail, { config, schema: docs('服务详情（编辑用）', 404) }, async (request) =>
    ok(await catalogue.detail(request.query.serviceId)),
  )

  serve(fastify, adminServiceEndpoints.serviceSave, { config, schema: docs('新建（草稿）或修改服务', 400, 404, 409) }, async (request) => {
    const saved = await catalogue.save(userOf(request), request.body, await hosts())
    await fastify.contentChanged()
    return ok(saved, '已保存')
  })

  serve(
    fastify,
    adminServiceEndpoints.serviceStatus,
    { config, schema: docs('发布、维护（填写维护说明）、恢复或下线', 400, 404, 409) },
    async (request) => {
      const { serviceId, status, notice } = request.body
      const { service, message } = await catalogue.setStatus(userOf(request), serviceId, status, notice)
      await fastify.contentChanged()
      return ok(service, message)
    },
  )

  serve(fastify, adminServiceEndpoints.serviceDelete, { config, schema: docs('删除草稿', 404, 409) }, async (request) => {
    await catalogue.remove(userOf(request), request.body.serviceId)
    return ok(null, '已删除')
  })

  serve(fastify, adminServiceEndpoints.serviceGuideSave, { config, schema: docs('保存办事指南', 400, 404, 409) }, async (request) => {
    const { serviceId, updatedAt, guide } = request.body
    const saved = await catalogue.saveGuide(userOf(request), serviceId, updatedAt, guide, await hosts())
    return ok(saved, '已保存办事指南')
  })

  serve(
    fastify,
    adminServiceEndpoints.serviceEvaluationList,
    { config, schema: docs('服务的评价（含已隐藏的）', 404) },
    async (request) => {
      const { serviceId, hidden } = request.query
      const page = pageArgs(request.query)
      const { rows, total } = await catalogue.evaluations(serviceId, hidden, page)
      return ok(paginate(rows, total, page))
    },
  )

  serve(
    fastify,
    adminServiceEndpoints.serviceEvaluationHide,
    { config, schema: docs('隐藏评价（作者仍可见并看到原因）', 400, 404, 409) },
    async (request) => ok(await catalogue.hideEvaluation(userOf(request), request.body.id, request.body.reason), '已隐藏'),
  )
}

export default routes

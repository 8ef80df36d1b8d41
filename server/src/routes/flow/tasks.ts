import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '../../lib/shared/api-error'
import { userOf } from '../../lib/message-center/message-auth'
import {
  applicationDetail, appsCount, batchHandle, circulate, deleteDraft, handleRecord, handleTask, listByLevel, readCirculation,
  saveDraft, startApplication, todoCounts,
} from '../../lib/workflow/workflow-engine'
import { formDefinitions } from '../../lib/workflow/workflow-definitions'
import { ErrorResponse } from '../../schemas/common'
import {
  ApplicationDetailResponse, ApplicationIdBody, ApplicationIdQuery, ApplicationRefResponse, AppsCountResponse, BatchHandleBody,
  BatchHandleResponse, CirculateBody, CirculateResponse, CirculationIdBody, FlowEmptyResponse, FormDefinitionListResponse,
  HandleBody, HandleRecordResponse, HandleResponse, OtherCountResponse, SaveDraftBody, StartApplicationBody, TaskListQuery,
  TaskListResponse, TodoCountResponse,
} from '../../schemas/workflow'

const tags = ['flow']
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse }

/** Task centre: lists by level, counts, application detail, handling, drafts and circulation (base /flow). */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db

  fastify.get('/center-list/list', {
    schema: { tags, summary: '任务列表（按分类，分页）', querystring: TaskListQuery, response: { 200: TaskListResponse, ...refusals } },
  }, async (request) => ok(await listByLevel(db, userOf(request), request.query)))

  fastify.get('/center-list/getAppsCount', {
    schema: { tags, summary: '各类申请的待办数', response: { 200: AppsCountResponse, ...refusals } },
  }, async (request) => ok(await appsCount(db, userOf(request).accountId)))

  fastify.get('/center-list/getOtherCount', {
    schema: { tags, summary: '传阅未读、个人待办、草稿、审批中数量', response: { 200: OtherCountResponse, ...refusals } },
  }, async (request) => {
    const counts = await todoCounts(db, userOf(request).accountId)
    return ok({ toMeUnread: counts.toMeUnread, personalTodo: counts.personalTodo, draft: counts.draft, requestProgress: counts.requestProgress })
  })

  fastify.get('/center-list/getToDoListCountNew', {
    schema: { tags, summary: '待办数（角标 taskNum）', response: { 200: TodoCountResponse, ...refusals } },
  }, async (request) => {
    const counts = await todoCounts(db, userOf(request).accountId)
    return ok({ todo: counts.todo, overdue: counts.overdue, toMeUnread: counts.toMeUnread, personalTodo: counts.personalTodo })
  })

  fastify.get('/application/forms', {
    schema: { tags, summary: '可发起的申请表单', response: { 200: FormDefinitionListResponse, ...refusals } },
  }, async (request) => ok(formDefinitions(userOf(request).identityTypeCode)))

  fastify.get('/application/detail', {
    schema: { tags, summary: '申请详情（字段、附件、流程、可执行操作）', querystring: ApplicationIdQuery, response: { 200: ApplicationDetailResponse, ...refusals } },
  }, async (request) => ok(await applicationDetail(db, userOf(request), request.query.id)))

  fastify.get('/application/handleRecord', {
    schema: { tags, summary: '办理记录', querystring: ApplicationIdQuery, response: { 200: HandleRecordResponse, ...refusals } },
  }, async (request) => ok(await handleRecord(db, userOf(request), request.query.id)))

  fastify.post('/application/handle', {
    config: { fieldsFromQueryOrBody: true },
    schema: { tags, summary: '办理：同意 / 驳回 / 转办 / 退回', body: HandleBody, response: { 200: HandleResponse, ...refusals } },
  }, async (request) => {
    const result = await handleTask(db, userOf(request), request.body)
    const messages = { approve: '已同意', reject: '已驳回', transfer: '已转办', return: '已退回' }
    return ok(result, messages[result.action])
  })

  fastify.post('/application/batchHandle', {
    schema: { tags, summary: '批量办理（逐条结果）', body: BatchHandleBody, response: { 200: BatchHandleResponse, ...refusals } },
  }, async (request) => {
    const { taskIds, action, opinion } = request.body
    const result = await batchHandle(db, userOf(request), taskIds, action, opinion)
    return ok(result, `成功 ${result.succeeded} 条，失败 ${result.failed} 条`)
  })

  fastify.post('/application/start', {
    schema: { tags, summary: '发起申请（或提交草稿 / 已退回的申请）', body: StartApplicationBody, response: { 200: ApplicationRefResponse, ...refusals } },
  }, async (request) => ok(await startApplication(db, userOf(request), request.body), '提交成功'))

  fastify.post('/application/saveDraft', {
    schema: { tags, summary: '保存草稿', body: SaveDraftBody, response: { 200: ApplicationRefResponse, ...refusals } },
  }, async (request) => ok(await saveDraft(db, userOf(request), request.body), '草稿已保存'))

  fastify.post('/application/deleteDraft', {
    config: { fieldsFromQueryOrBody: true },
    schema: { tags, summary: '删除草稿', body: ApplicationIdBody, response: { 200: FlowEmptyResponse, ...refusals } },
  }, async (request) => {
    await deleteDraft(db, userOf(request), request.body.id)
    return ok(null, '草稿已删除')
  })

  fastify.post('/application/circulate', {
    schema: { tags, summary: '传阅', body: CirculateBody, response: { 200: CirculateResponse, ...refusals } },
  }, async (request) => {
    const created = await circulate(db, userOf(request), request.body.id, request.body.usernames, request.body.remark)
    return ok({ created }, '已传阅')
  })

  fastify.post('/application/readCirculation', {
    config: { fieldsFromQueryOrBody: true },
    schema: { tags, summary: '传阅标记已阅', body: CirculationIdBody, response: { 200: FlowEmptyResponse, ...refusals } },
  }, async (request) => {
    await readCirculation(db, userOf(request), request.body.circulationId)
    return ok(null, '已阅')
  })
}

export default routes

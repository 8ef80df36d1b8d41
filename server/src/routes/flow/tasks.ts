import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '../../lib/common/api-error'
import { userOf } from '../../plugins/app/authentication'
import { applicationDetail, handleRecord } from '../../lib/workflow/workflow-views'
import { appsCount, listByLevel, pageExpiresAt, todoCounts } from '../../lib/workflow/workflow-lists'
import { sendCachedJson } from '../../lib/common/cached-json'
import { settleWrites } from '../../plugins/app/change-feed'
import { batchHandle, handleTask } from '../../lib/workflow/workflow-handle'
import { circulate, readCirculation } from '../../lib/workflow/workflow-circulation'
import { deleteDraft, saveDraft, startApplication } from '../../lib/workflow/workflow-start'
import { formDefinitions } from '../../lib/workflow/workflow-definitions'
import { publishedVersions } from '../../lib/workflow/form-definitions-repository'
import { ErrorResponse } from '@contract/common'
import { workflowEndpoints } from '@contract/workflow'
import { serve } from '../../serve-endpoint'

const tags = ['flow']
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse }

/** Task centre: lists by level, counts, application detail, handling, drafts and circulation (base /flow). */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db
  // A handler's own write is in this instance's next list (the kept pages hear it first).
  settleWrites(fastify)

  serve(
    fastify,
    workflowEndpoints.taskList,
    {
      schema: { tags, summary: '任务列表（按分类，分页）', response: refusals },
    },
    async (request, reply) => {
      const actor = userOf(request)
      const { query } = request
      // A keyword search is typed once: only the plain pages (to do, done, mine…) are worth keeping.
      if (query.keyword?.trim()) return ok(await listByLevel(db, actor, query))
      const key = `${query.level}|${query.type ?? ''}|${query.pageNum ?? 1}|${query.pageSize ?? 20}`
      const answer = await fastify.taskLists.answer(
        actor.accountId,
        key,
        async () => ok(await listByLevel(db, actor, query)),
        (body) => pageExpiresAt(body.data),
      )
      // Kept as bytes (and compressed): sent as they are, past the typed reply's serialiser.
      return (await sendCachedJson(request, reply, answer)) as never
    },
  )

  serve(
    fastify,
    workflowEndpoints.getAppsCount,
    {
      schema: { tags, summary: '各类申请的待办数', response: refusals },
    },
    async (request) => ok(await appsCount(db, userOf(request).accountId)),
  )

  serve(
    fastify,
    workflowEndpoints.getOtherCount,
    {
      schema: { tags, summary: '传阅未读、个人待办、草稿、审批中数量', response: refusals },
    },
    async (request) => {
      const counts = await todoCounts(db, userOf(request).accountId)
      return ok({
        toMeUnread: counts.toMeUnread,
        personalTodo: counts.personalTodo,
        draft: counts.draft,
        requestProgress: counts.requestProgress,
      })
    },
  )

  serve(
    fastify,
    workflowEndpoints.getToDoListCountNew,
    {
      schema: { tags, summary: '待办数（角标 taskNum）', response: refusals },
    },
    async (request) => {
      const counts = await todoCounts(db, userOf(request).accountId)
      return ok({ todo: counts.todo, overdue: counts.overdue, toMeUnread: counts.toMeUnread, personalTodo: counts.personalTodo })
    },
  )

  serve(
    fastify,
    workflowEndpoints.applicationForms,
    {
      schema: { tags, summary: '可发起的申请表单', response: refusals },
    },
    async (request) => ok(formDefinitions(await publishedVersions(db), userOf(request).identityTypeCode)),
  )

  serve(
    fastify,
    workflowEndpoints.applicationDetail,
    {
      schema: { tags, summary: '申请详情（字段、附件、流程、可执行操作）', response: refusals },
    },
    async (request) => ok(await applicationDetail(db, userOf(request), request.query.id)),
  )

  serve(
    fastify,
    workflowEndpoints.handleRecord,
    {
      schema: { tags, summary: '办理记录', response: refusals },
    },
    async (request) => ok(await handleRecord(db, userOf(request), request.query.id)),
  )

  serve(
    fastify,
    workflowEndpoints.handleTask,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '办理：同意 / 驳回 / 转办 / 退回', response: refusals },
    },
    async (request) => {
      const result = await handleTask(db, userOf(request), request.body)
      const messages = { approve: '已同意', reject: '已驳回', transfer: '已转办', return: '已退回' }
      return ok(result, messages[result.action])
    },
  )

  serve(
    fastify,
    workflowEndpoints.batchHandle,
    {
      schema: { tags, summary: '批量办理（逐条结果）', response: refusals },
    },
    async (request) => {
      const { taskIds, action, opinion } = request.body
      const result = await batchHandle(db, userOf(request), taskIds, action, opinion)
      return ok(result, `成功 ${result.succeeded} 条，失败 ${result.failed} 条`)
    },
  )

  serve(
    fastify,
    workflowEndpoints.startApplication,
    {
      schema: { tags, summary: '发起申请（或提交草稿 / 已退回的申请）', response: refusals },
    },
    async (request) => ok(await startApplication(db, userOf(request), request.body), '提交成功'),
  )

  serve(
    fastify,
    workflowEndpoints.saveDraft,
    {
      schema: { tags, summary: '保存草稿', response: refusals },
    },
    async (request) => ok(await saveDraft(db, userOf(request), request.body), '草稿已保存'),
  )

  serve(
    fastify,
    workflowEndpoints.deleteDraft,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '删除草稿', response: refusals },
    },
    async (request) => {
      await deleteDraft(db, userOf(request), request.body.id)
      return ok(null, '草稿已删除')
    },
  )

  serve(
    fastify,
    workflowEndpoints.circulate,
    {
      schema: { tags, summary: '传阅', response: refusals },
    },
    async (request) => {
      const created = await circulate(db, userOf(request), request.body.id, request.body.usernames, request.body.remark)
      return ok({ created }, '已传阅')
    },
  )

  serve(
    fastify,
    workflowEndpoints.readCirculation,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '传阅标记已阅', response: refusals },
    },
    async (request) => {
      await readCirculation(db, userOf(request), request.body.circulationId)
      return ok(null, '已阅')
    },
  )
}

export default routes

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { and, asc, ilike, inArray, or, sql } from 'drizzle-orm'
import { accounts } from '../../db/schema/index'
import { addressableIdentities } from '../../lib/account-directory'
import { forbidden, ok } from '../../lib/api-error'
import { userOf } from '../../lib/message-auth'
import { escapeLike } from '../../lib/message-records'
import { completeTodo, createTodo, deleteTodo, listTodos, todoDetail } from '../../lib/workflow-todos'
import {
  globalSettingList, globalSettingsByTypes, readPersonOverdue, updatePersonOverdue,
} from '../../lib/workflow-settings'
import { ErrorResponse } from '../../schemas/common'
import {
  AccountSearchQuery, AccountSearchResponse, CreatePersonalTodoBody, FlowEmptyResponse, GlobalSettingByTypesResponse,
  GlobalSettingListResponse, GlobalSettingTypesQuery, PersonalTodoIdQuery, PersonalTodoListQuery, PersonalTodoPageResponse,
  PersonalTodoResponse, PersonOverdueSettingResponse, UpdatePersonOverdueSettingBody,
} from '../../schemas/workflow'

const tags = ['flow']
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse }
const IDENTITY_NAMES: Record<string, string> = { student: '学生', teacher: '教师', admin: '管理员', guest: '访客' }

/** Personal to-dos, account search, overdue and global settings (base /flow). */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db
  const auth = { onRequest: fastify.authenticate }

  fastify.post('/personal-todo/create', {
    ...auth,
    schema: { tags, summary: '新建个人待办（JSON）', body: CreatePersonalTodoBody, response: { 200: PersonalTodoResponse, ...refusals } },
  }, async (request) => ok(await createTodo(db, userOf(request).accountId, request.body), '待办已创建'))

  fastify.get('/personal-todo/list', {
    ...auth,
    schema: { tags, summary: '我的个人待办（分页）', querystring: PersonalTodoListQuery, response: { 200: PersonalTodoPageResponse, ...refusals } },
  }, async (request) => {
    const q = request.query
    return ok(await listTodos(db, userOf(request).accountId, q.status ?? 'open', q.pageNum ?? 1, q.pageSize ?? 20))
  })

  fastify.get('/personal-todo/detail', {
    ...auth,
    schema: { tags, summary: '个人待办详情', querystring: PersonalTodoIdQuery, response: { 200: PersonalTodoResponse, ...refusals } },
  }, async (request) => ok(await todoDetail(db, userOf(request).accountId, request.query.id)))

  fastify.post('/personal-todo/complete', {
    ...auth,
    config: { fieldsFromQueryOrBody: true },
    schema: { tags, summary: '完成个人待办', body: PersonalTodoIdQuery, response: { 200: PersonalTodoResponse, ...refusals } },
  }, async (request) => ok(await completeTodo(db, userOf(request).accountId, request.body.id), '已完成'))

  fastify.post('/personal-todo/delete', {
    ...auth,
    config: { fieldsFromQueryOrBody: true },
    schema: { tags, summary: '删除个人待办（仅创建人）', body: PersonalTodoIdQuery, response: { 200: FlowEmptyResponse, ...refusals } },
  }, async (request) => {
    await deleteTodo(db, userOf(request).accountId, request.body.id)
    return ok(null, '已删除')
  })

  fastify.get('/accounts/search', {
    ...auth,
    schema: { tags, summary: '搜索人员（执行人、转办、传阅）；只列出调用者可以指派的身份，访客不可用', querystring: AccountSearchQuery, response: { 200: AccountSearchResponse, ...refusals } },
  }, async (request) => {
    const { keyword, pageNum = 1, pageSize = 20 } = request.query
    const identities = addressableIdentities(userOf(request).identityTypeCode)
    if (identities.length === 0) throw forbidden('访客无权查找人员')
    const pattern = `%${escapeLike(keyword.trim())}%`
    const where = and(inArray(accounts.identityTypeCode, identities), or(ilike(accounts.username, pattern), ilike(accounts.displayName, pattern)))
    const [rows, [count]] = await Promise.all([
      db.select({ username: accounts.username, name: accounts.displayName, identityTypeCode: accounts.identityTypeCode })
        .from(accounts).where(where).orderBy(asc(accounts.username)).limit(pageSize).offset((pageNum - 1) * pageSize),
      db.select({ n: sql<number>`count(*)::int` }).from(accounts).where(where),
    ])
    const total = count?.n ?? 0
    return ok({
      records: rows.map((row) => ({ ...row, identityName: IDENTITY_NAMES[row.identityTypeCode] ?? row.identityTypeCode })),
      total, pageNum, pageSize, hasMore: pageNum * pageSize < total,
    })
  })

  fastify.post('/person-setting/updatePersonOverdueSetting', {
    ...auth,
    config: { fieldsFromQueryOrBody: true },
    schema: { tags, summary: '保存个人逾期提醒设置', body: UpdatePersonOverdueSettingBody, response: { 200: PersonOverdueSettingResponse, ...refusals } },
  }, async (request) => ok(await updatePersonOverdue(db, userOf(request).accountId, request.body), '设置已保存'))

  fastify.get('/person-setting/getPersonOverdueSetting', {
    ...auth,
    schema: { tags, summary: '个人逾期提醒设置', response: { 200: PersonOverdueSettingResponse, ...refusals } },
  }, async (request) => ok(await readPersonOverdue(db, userOf(request).accountId)))

  fastify.get('/global-setting/getGlobalSettingByTypes', {
    ...auth,
    schema: { tags, summary: '全局任务设置（taskLevels, overdue, batchApproval）', querystring: GlobalSettingTypesQuery, response: { 200: GlobalSettingByTypesResponse, ...refusals } },
  }, async (request) => {
    const types = request.query.types.split(',').map((type) => type.trim()).filter(Boolean)
    return ok(await globalSettingsByTypes(db, types))
  })

  fastify.get('/manager/globalSetting/getGlobalSettingList', {
    ...auth,
    schema: { tags, summary: '全局设置列表（管理员）', response: { 200: GlobalSettingListResponse, ...refusals } },
  }, async (request) => {
    if (userOf(request).identityTypeCode !== 'admin') throw forbidden('仅管理员可查看全局设置')
    return ok(await globalSettingList(db))
  })
}

export default routes

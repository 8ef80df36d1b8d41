import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { forbidden, ok } from '../../lib/common/api-error'
import { userOf } from '../../plugins/app/authentication'
import { addressableIdentities } from '../../lib/workflow/account-directory'
import { searchAccounts } from '../../lib/workflow/accounts-repository'
import { completeTodo, createTodo, deleteTodo, listTodos, todoDetail } from '../../lib/workflow/workflow-todos'
import { globalSettingList, globalSettingsByTypes, readPersonOverdue, updatePersonOverdue } from '../../lib/workflow/workflow-settings'
import { workflowEndpoints } from '@contract/workflow'
import { paginate } from '../../lib/paginate'
import { serve } from '../../serve-endpoint'

const tags = ['flow']
const IDENTITY_NAMES: Record<string, string> = { student: '学生', teacher: '教师', admin: '管理员', guest: '访客' }

/** Personal to-dos, account search, overdue and global settings (base /flow). */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db

  serve(
    fastify,
    workflowEndpoints.personalTodoCreate,
    {
      schema: { tags, summary: '新建个人待办（JSON）' },
    },
    async (request) => ok(await createTodo(db, userOf(request).accountId, request.body), '待办已创建'),
  )

  serve(
    fastify,
    workflowEndpoints.personalTodoList,
    {
      schema: { tags, summary: '我的个人待办（分页）' },
    },
    async (request) => {
      const q = request.query
      return ok(await listTodos(db, userOf(request).accountId, q.status ?? 'open', q.pageNum ?? 1, q.pageSize ?? 20))
    },
  )

  serve(
    fastify,
    workflowEndpoints.personalTodoDetail,
    {
      schema: { tags, summary: '个人待办详情' },
    },
    async (request) => ok(await todoDetail(db, userOf(request).accountId, request.query.id)),
  )

  serve(
    fastify,
    workflowEndpoints.personalTodoComplete,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '完成个人待办' },
    },
    async (request) => ok(await completeTodo(db, userOf(request).accountId, request.body.id), '已完成'),
  )

  serve(
    fastify,
    workflowEndpoints.personalTodoDelete,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '删除个人待办（仅创建人）' },
    },
    async (request) => {
      await deleteTodo(db, userOf(request).accountId, request.body.id)
      return ok(null, '已删除')
    },
  )

  serve(
    fastify,
    workflowEndpoints.accountsSearch,
    {
      schema: { tags, summary: '搜索人员（执行人、转办、传阅）；只列出调用者可以指派的身份，访客不可用' },
    },
    async (request) => {
      const { keyword, pageNum = 1, pageSize = 20 } = request.query
      const identities = addressableIdentities(userOf(request).identityTypeCode)
      if (identities.length === 0) throw forbidden('访客无权查找人员')
      const { rows, total } = await searchAccounts(db, keyword, identities, pageNum, pageSize)
      return ok(
        paginate(
          rows.map((row) => ({ ...row, identityName: IDENTITY_NAMES[row.identityTypeCode] ?? row.identityTypeCode })),
          total,
          { pageNum, pageSize },
        ),
      )
    },
  )

  serve(
    fastify,
    workflowEndpoints.updatePersonOverdueSetting,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '保存个人逾期提醒设置' },
    },
    async (request) => ok(await updatePersonOverdue(db, userOf(request).accountId, request.body), '设置已保存'),
  )

  serve(
    fastify,
    workflowEndpoints.getPersonOverdueSetting,
    {
      schema: { tags, summary: '个人逾期提醒设置' },
    },
    async (request) => ok(await readPersonOverdue(db, userOf(request).accountId)),
  )

  serve(
    fastify,
    workflowEndpoints.getGlobalSettingByTypes,
    {
      schema: { tags, summary: '全局任务设置（taskLevels, overdue, batchApproval）' },
    },
    async (request) => {
      const types = request.query.types
        .split(',')
        .map((type) => type.trim())
        .filter(Boolean)
      return ok(await globalSettingsByTypes(db, types))
    },
  )

  serve(
    fastify,
    workflowEndpoints.getGlobalSettingList,
    {
      schema: { tags, summary: '全局设置列表（管理员）' },
    },
    async (request) => {
      if (userOf(request).identityTypeCode !== 'admin') throw forbidden('仅管理员可查看全局设置')
      return ok(await globalSettingList(db))
    },
  )
}

export default routes

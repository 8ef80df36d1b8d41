import { inArray, sql } from 'drizzle-orm'
import { flowApplications, flowTasks, personalTodoExecutors, personalTodos } from '../../../db/schema/index'
import type { SearchSource, SourceDocument } from '../search-source'

const FLOW = 'flow:'
const TODO = 'todo:'

const FLOW_STATUS: Record<string, string> = { draft: '草稿', progress: '办理中', finish: '已办结', break: '已终止', hang: '已挂起' }

/**
 * To-dos: flow applications (found by their applicant and every handler of any step) and personal to-dos (found by
 * their creator and executors). Source ids are `flow:<id>` and `todo:<id>`.
 */
export const taskSource: SearchSource = {
  type: 'task',
  watches: [
    { table: 'flow_applications', key: 'id', prefix: FLOW },
    // Handling a step (status, opinion) changes nothing the document shows; a new handler changes who finds it.
    { table: 'flow_tasks', key: 'application_id', prefix: FLOW, columns: ['handler_id'] },
    { table: 'personal_todos', key: 'id', prefix: TODO },
    { table: 'personal_todo_executors', key: 'todo_id', prefix: TODO },
  ],
  async load(db, sourceIds) {
    const idsOf = (prefix: string) =>
      sourceIds
        ?.filter((id) => id.startsWith(prefix))
        .map((id) => Number(id.slice(prefix.length)))
        .filter(Number.isInteger)
    const flowIds = idsOf(FLOW)
    const todoIds = idsOf(TODO)
    const documents: SourceDocument[] = []

    if (!flowIds || flowIds.length > 0) {
      const applications = await db
        .select({
          application: flowApplications,
          handlerIds: sql<
            string[]
          >`coalesce((select array_agg(distinct ${flowTasks.handlerId}) from ${flowTasks} where ${flowTasks.applicationId} = ${flowApplications.id}), '{}')`,
        })
        .from(flowApplications)
        .where(flowIds ? inArray(flowApplications.id, flowIds) : undefined)
      for (const { application, handlerIds } of applications) {
        documents.push({
          sourceId: FLOW + application.id,
          title: application.title,
          body: [application.serialNo, FLOW_STATUS[application.status] ?? ''].join(' '),
          summary: `流水号 ${application.serialNo}`,
          link: `/msgCenter/pages/task/applicationDetail?id=${application.id}`,
          category: '审批',
          status: FLOW_STATUS[application.status] ?? application.status,
          happenedAt: application.submittedAt ?? application.createdAt,
          ownerIds: [...new Set([application.initiatorId, ...handlerIds])],
          audience: [],
        })
      }
    }

    if (!todoIds || todoIds.length > 0) {
      const todos = await db
        .select({
          todo: personalTodos,
          executorIds: sql<
            string[]
          >`coalesce((select array_agg(${personalTodoExecutors.accountId}) from ${personalTodoExecutors} where ${personalTodoExecutors.todoId} = ${personalTodos.id}), '{}')`,
        })
        .from(personalTodos)
        .where(todoIds ? inArray(personalTodos.id, todoIds) : undefined)
      for (const { todo, executorIds } of todos) {
        documents.push({
          sourceId: TODO + todo.id,
          title: todo.title,
          body: todo.content,
          summary: todo.content.slice(0, 120),
          link: `/msgCenter/pages/task/personalDetail?id=${todo.id}`,
          category: '个人待办',
          status: todo.done ? '已完成' : '未完成',
          happenedAt: todo.dueAt ?? todo.createdAt,
          ownerIds: [...new Set([todo.creatorId, ...executorIds])],
          audience: [],
        })
      }
    }
    return documents
  },
}

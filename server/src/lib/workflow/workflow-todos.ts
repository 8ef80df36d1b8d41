import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database, Queryable } from '../../db/client'
import { accounts, personalTodoExecutors, personalTodos } from '../../db/schema/index'
import type { CreatePersonalTodoBody, PersonalTodo } from '@contract/workflow'
import { badRequest, forbidden, notFound } from '../common/api-error'
import { paginate } from '../paginate'

type TodoRow = typeof personalTodos.$inferSelect

/** The creator or an executor. */
const mineCondition = (accountId: string) => sql`(${personalTodos.creatorId} = ${accountId} OR EXISTS (
  SELECT 1 FROM ${personalTodoExecutors} e WHERE e.todo_id = ${personalTodos.id} AND e.account_id = ${accountId}))`

async function present(db: Queryable, accountId: string, rows: TodoRow[]): Promise<PersonalTodo[]> {
  if (rows.length === 0) return []
  const executors = await db
    .select({ todoId: personalTodoExecutors.todoId, username: accounts.username, name: accounts.displayName })
    .from(personalTodoExecutors)
    .innerJoin(accounts, eq(accounts.id, personalTodoExecutors.accountId))
    .where(
      inArray(
        personalTodoExecutors.todoId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(accounts.username)
  const creators = await db
    .select({ id: accounts.id, username: accounts.username, name: accounts.displayName })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(rows.map((row) => row.creatorId))]))
  const now = Date.now()
  return rows.map((row) => {
    const creator = creators.find((entry) => entry.id === row.creatorId)
    return {
      id: row.id,
      title: row.title,
      content: row.content,
      dueTime: row.dueAt?.toISOString() ?? null,
      reminderTimes: row.reminderTimes,
      executors: executors.filter((entry) => entry.todoId === row.id).map(({ username, name }) => ({ username, name })),
      creator: { username: creator?.username ?? '', name: creator?.name ?? '' },
      status: row.done ? ('done' as const) : ('open' as const),
      completeTime: row.completedAt?.toISOString() ?? null,
      createTime: row.createdAt.toISOString(),
      overdue: !row.done && row.dueAt !== null && row.dueAt.getTime() < now,
      canDelete: row.creatorId === accountId,
    }
  })
}

function parseTime(value: string, label: string): Date {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) throw badRequest(`${label}格式不正确`)
  return date
}

export async function createTodo(db: Database, accountId: string, body: CreatePersonalTodoBody, at = new Date()): Promise<PersonalTodo> {
  const title = body.title.trim()
  if (!title) throw badRequest('请填写待办标题')
  const dueAt = body.dueTime ? parseTime(body.dueTime, '截止时间') : null
  const reminders = [...new Set((body.reminderTimes ?? []).map((value) => parseTime(value, '提醒时间').toISOString()))].sort()
  if (dueAt && reminders.some((value) => new Date(value) > dueAt)) throw badRequest('提醒时间不能晚于截止时间')
  const usernames = [...new Set((body.executors ?? []).map((name) => name.trim()).filter(Boolean))]
  const executors =
    usernames.length === 0
      ? []
      : await db.select({ id: accounts.id, username: accounts.username }).from(accounts).where(inArray(accounts.username, usernames))
  const missing = usernames.find((name) => !executors.some((row) => row.username === name))
  if (missing) throw badRequest(`执行人不存在：${missing}`)
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(personalTodos)
      .values({
        creatorId: accountId,
        title,
        content: body.content?.trim() ?? '',
        dueAt,
        reminderTimes: reminders,
        createdAt: at,
      })
      .returning({ id: personalTodos.id })
    if (executors.length > 0)
      await tx.insert(personalTodoExecutors).values(executors.map((executor) => ({ todoId: row!.id, accountId: executor.id })))
    return row!.id
  })
  return await todoDetail(db, accountId, id)
}

export async function todoDetail(db: Queryable, accountId: string, id: number): Promise<PersonalTodo> {
  const [row] = await db
    .select()
    .from(personalTodos)
    .where(and(eq(personalTodos.id, id), mineCondition(accountId)))
  if (!row) throw notFound('待办不存在')
  return (await present(db, accountId, [row]))[0]!
}

export async function listTodos(db: Queryable, accountId: string, status: 'open' | 'done' | 'all', pageNum: number, pageSize: number) {
  const where = and(mineCondition(accountId), status === 'all' ? undefined : eq(personalTodos.done, status === 'done'))
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(personalTodos)
      .where(where)
      .orderBy(
        sql`${personalTodos.done} ASC, ${personalTodos.dueAt} ASC NULLS LAST, ${personalTodos.createdAt} DESC, ${personalTodos.id} DESC`,
      )
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(personalTodos)
      .where(where),
  ])
  const total = count?.n ?? 0
  return paginate(await present(db, accountId, rows), total, { pageNum, pageSize })
}

export async function completeTodo(db: Database, accountId: string, id: number): Promise<PersonalTodo> {
  const rows = await db
    .update(personalTodos)
    .set({ done: true, completedAt: sql`coalesce(${personalTodos.completedAt}, now())` })
    .where(and(eq(personalTodos.id, id), mineCondition(accountId)))
    .returning({ id: personalTodos.id })
  if (rows.length === 0) throw notFound('待办不存在')
  return await todoDetail(db, accountId, id)
}

export async function deleteTodo(db: Database, accountId: string, id: number): Promise<void> {
  const todo = await todoDetail(db, accountId, id)
  if (!todo.canDelete) throw forbidden('只有创建人可以删除待办')
  await db.delete(personalTodos).where(and(eq(personalTodos.id, id), eq(personalTodos.creatorId, accountId)))
}

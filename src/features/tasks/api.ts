import { endpointClient } from '@/lib/endpoint-client'
import type { SaveDraftBody, StartApplicationBody, workflowEndpoints } from '@contract/workflow'
import { workflowPaths } from '@contract/paths/workflow'
import type {
  ApplicationType,
  CirculateLevel,
  CreatePersonalTodoBody,
  FirstLevel,
  HandleBody,
  InitalLevel,
  UpdatePersonOverdueSettingBody,
} from './types'

const flow = endpointClient<typeof workflowEndpoints>(workflowPaths)

export type ListLevel = FirstLevel | InitalLevel | CirculateLevel

export interface TaskListArgs {
  level: ListLevel
  pageNum: number
  pageSize: number
  type?: ApplicationType
  keyword?: string
}

/** A to-do centre list at one level. */
export const listTasks = (args: TaskListArgs) => flow.taskList({ data: args })
/** To-dos per application type. */
export const getAppsCount = () => flow.getAppsCount()
export const getOtherCount = () => flow.getOtherCount()
/** `todo` is the badge number (taskNum / cache_taskNum). */
export const getToDoListCountNew = () => flow.getToDoListCountNew()

export const getApplicationDetail = (id: number) => flow.applicationDetail({ data: { id } })
/** 办理记录, oldest first. */
export const getHandleRecord = (id: number) => flow.handleRecord({ data: { id } })
/** 409 when someone else handled it first; reject/return need an opinion. */
export const handleTask = (body: HandleBody) => flow.handleTask({ data: body })
export const batchHandle = (taskIds: number[], action: 'approve' | 'reject', opinion?: string) =>
  flow.batchHandle({ data: { taskIds, action, opinion } })
/** Marks a circulation to me read (it moves to myReaded). */
export const readCirculation = (circulationId: number) => flow.readCirculation({ data: { circulationId } })
export const deleteDraft = (id: number) => flow.deleteDraft({ data: { id } })
/** 传阅: sends the application to other accounts to read. */
export const circulateApplication = (id: number, usernames: string[], remark?: string) =>
  flow.circulate({ data: { id, usernames, remark } })

export const searchAccounts = (keyword: string, pageNum: number, pageSize: number) =>
  flow.accountsSearch({ data: { keyword, pageNum, pageSize } })

export const createPersonalTodo = (body: CreatePersonalTodoBody) => flow.personalTodoCreate({ data: body })
export const listPersonalTodos = (status: 'open' | 'done' | 'all', pageNum: number, pageSize: number) =>
  flow.personalTodoList({ data: { status, pageNum, pageSize } })
export const getPersonalTodo = (id: number) => flow.personalTodoDetail({ data: { id } })
export const completePersonalTodo = (id: number) => flow.personalTodoComplete({ data: { id } })
export const deletePersonalTodo = (id: number) => flow.personalTodoDelete({ data: { id } })

export const getPersonOverdueSetting = () => flow.getPersonOverdueSetting()
export const updatePersonOverdueSetting = (body: UpdatePersonOverdueSettingBody) => flow.updatePersonOverdueSetting({ data: body })
/** `{[type]: value}` for taskLevels, overdue, batchApproval. */
export const getGlobalSettingByTypes = (types: string[]) => flow.getGlobalSettingByTypes({ data: { types: types.join(',') } })

/** The application forms the user may start (field list per type). */
export const getApplicationForms = () => flow.applicationForms()
/** Submits an application; with draftId the draft becomes the submitted application (its handlers get to-dos). */
export const startApplication = (body: StartApplicationBody) => flow.startApplication({ data: body })
/** Saves a draft (any subset of the fields); with draftId it updates that draft. */
export const saveDraft = (body: SaveDraftBody) => flow.saveDraft({ data: body })

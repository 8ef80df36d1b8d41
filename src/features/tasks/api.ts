import { requestData } from '../../lib/request'
import { serviceBases } from '../../lib/env'
import type {
  AccountEntry,
  AppsCount,
  ApplicationDetail,
  ApplicationType,
  BatchHandleOutcome,
  CirculateLevel,
  CreatePersonalTodoBody,
  FirstLevel,
  FlowPage,
  HandleBody,
  HandleRecordEntry,
  HandleResult,
  InitalLevel,
  OtherCount,
  PersonOverdueSetting,
  PersonalTodo,
  TaskListItem,
  TodoCount,
  UpdatePersonOverdueSettingBody,
} from './types'

const flow = (path: string) => `${serviceBases().flow}/${path}`
const get = <T>(path: string, data?: object) => requestData<T>({ url: flow(path), method: 'GET', data })
const post = <T>(path: string, data?: object, json = false) => requestData<T>({ url: flow(path), method: 'POST', data, json })

export type ListLevel = FirstLevel | InitalLevel | CirculateLevel

export interface TaskListArgs {
  level: ListLevel
  pageNum: number
  pageSize: number
  type?: ApplicationType
  keyword?: string
}

/** A to-do centre list at one level. */
export const listTasks = (args: TaskListArgs) => get<FlowPage<TaskListItem>>('center-list/list', args)
/** To-dos per application type. */
export const getAppsCount = () => get<AppsCount[]>('center-list/getAppsCount')
export const getOtherCount = () => get<OtherCount>('center-list/getOtherCount')
/** `todo` is the badge number (taskNum / cache_taskNum). */
export const getToDoListCountNew = () => get<TodoCount>('center-list/getToDoListCountNew')

export const getApplicationDetail = (id: number) => get<ApplicationDetail>('application/detail', { id })
/** 办理记录, oldest first. */
export const getHandleRecord = (id: number) => get<HandleRecordEntry[]>('application/handleRecord', { id })
/** 409 when someone else handled it first; reject/return need an opinion. */
export const handleTask = (body: HandleBody) => post<HandleResult>('application/handle', body)
export const batchHandle = (taskIds: number[], action: 'approve' | 'reject', opinion?: string) =>
  post<BatchHandleOutcome>('application/batchHandle', { taskIds, action, opinion }, true)
/** Marks a circulation to me read (it moves to myReaded). */
export const readCirculation = (circulationId: number) => post<null>('application/readCirculation', { circulationId })
export const deleteDraft = (id: number) => post<null>('application/deleteDraft', { id })
/** 传阅: sends the application to other accounts to read. */
export const circulateApplication = (id: number, usernames: string[], remark?: string) =>
  post<{ created: number }>('application/circulate', { id, usernames, remark }, true)

export const searchAccounts = (keyword: string, pageNum: number, pageSize: number) =>
  get<FlowPage<AccountEntry>>('accounts/search', { keyword, pageNum, pageSize })

export const createPersonalTodo = (body: CreatePersonalTodoBody) => post<PersonalTodo>('personal-todo/create', body, true)
export const listPersonalTodos = (status: 'open' | 'done' | 'all', pageNum: number, pageSize: number) =>
  get<FlowPage<PersonalTodo>>('personal-todo/list', { status, pageNum, pageSize })
export const getPersonalTodo = (id: number) => get<PersonalTodo>('personal-todo/detail', { id })
export const completePersonalTodo = (id: number) => post<PersonalTodo>('personal-todo/complete', { id })
export const deletePersonalTodo = (id: number) => post<null>('personal-todo/delete', { id })

export const getPersonOverdueSetting = () => get<PersonOverdueSetting>('person-setting/getPersonOverdueSetting')
export const updatePersonOverdueSetting = (body: UpdatePersonOverdueSettingBody) =>
  post<PersonOverdueSetting>('person-setting/updatePersonOverdueSetting', body, true)
/** `{[type]: value}` for taskLevels, overdue, batchApproval. */
export const getGlobalSettingByTypes = (types: string[]) =>
  get<Record<string, unknown>>('global-setting/getGlobalSettingByTypes', { types: types.join(',') })

/** The application forms the user may start (field list per type). */
export const getApplicationForms = () => get<import('./draft-form').FormDefinition[]>('application/forms')
/** Submits an application; with draftId the draft becomes the submitted application (its handlers get to-dos). */
export const startApplication = (body: { type: ApplicationType; form: Record<string, unknown>; draftId?: number }) =>
  post<{ id: number; serialNo: string; status: string }>('application/start', body, true)
/** Saves a draft (any subset of the fields); with draftId it updates that draft. */
export const saveDraft = (body: { type: ApplicationType; form: Record<string, unknown>; draftId?: number }) =>
  post<{ id: number; serialNo: string; status: string }>('application/saveDraft', body, true)

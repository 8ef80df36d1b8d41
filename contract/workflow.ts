// Workflow / tasks contract (spec §3 task settings, §7 "Tasks"): flow base `/flow`.
// Endpoint list: server/src/routes/message-center/README.md ("Tasks"). No server-only imports here.
import { defineEndpoint } from './endpoint'
import { workflowPaths } from './paths/workflow'
import {
  ApplicationIdBody,
  ApplicationRefResponse,
  FormDefinitionListResponse,
  SaveDraftBody,
  StartApplicationBody,
} from './workflow-forms'
import {
  AccountSearchQuery,
  AccountSearchResponse,
  ApplicationDetailResponse,
  ApplicationIdQuery,
  BatchHandleBody,
  BatchHandleResponse,
  CirculateBody,
  CirculateResponse,
  CirculationIdBody,
  HandleBody,
  HandleRecordResponse,
  HandleResponse,
  TaskListQuery,
  TaskListResponse,
} from './workflow-tasks'
import {
  CreatePersonalTodoBody,
  PersonalTodoIdQuery,
  PersonalTodoListQuery,
  PersonalTodoPageResponse,
  PersonalTodoResponse,
} from './workflow-todos'
import {
  AppsCountResponse,
  FlowEmptyResponse,
  GlobalSettingByTypesResponse,
  GlobalSettingListResponse,
  GlobalSettingTypesQuery,
  OtherCountResponse,
  PersonOverdueSettingResponse,
  TodoCountResponse,
  UpdatePersonOverdueSettingBody,
} from './workflow-settings'

export * from './workflow-forms'
export * from './workflow-tasks'
export * from './workflow-todos'
export * from './workflow-settings'

/** Every workflow endpoint: path and schemas (the server registers from these; the client's api.ts calls them). */
export const workflowEndpoints = {
  personalTodoCreate: defineEndpoint(workflowPaths.personalTodoCreate, { body: CreatePersonalTodoBody, response: PersonalTodoResponse }),
  personalTodoList: defineEndpoint(workflowPaths.personalTodoList, { query: PersonalTodoListQuery, response: PersonalTodoPageResponse }),
  personalTodoDetail: defineEndpoint(workflowPaths.personalTodoDetail, { query: PersonalTodoIdQuery, response: PersonalTodoResponse }),
  personalTodoComplete: defineEndpoint(workflowPaths.personalTodoComplete, { body: PersonalTodoIdQuery, response: PersonalTodoResponse }),
  personalTodoDelete: defineEndpoint(workflowPaths.personalTodoDelete, { body: PersonalTodoIdQuery, response: FlowEmptyResponse }),
  accountsSearch: defineEndpoint(workflowPaths.accountsSearch, { query: AccountSearchQuery, response: AccountSearchResponse }),
  updatePersonOverdueSetting: defineEndpoint(workflowPaths.updatePersonOverdueSetting, {
    body: UpdatePersonOverdueSettingBody,
    response: PersonOverdueSettingResponse,
  }),
  getPersonOverdueSetting: defineEndpoint(workflowPaths.getPersonOverdueSetting, { response: PersonOverdueSettingResponse }),
  getGlobalSettingByTypes: defineEndpoint(workflowPaths.getGlobalSettingByTypes, {
    query: GlobalSettingTypesQuery,
    response: GlobalSettingByTypesResponse,
  }),
  getGlobalSettingList: defineEndpoint(workflowPaths.getGlobalSettingList, { response: GlobalSettingListResponse }),
  taskList: defineEndpoint(workflowPaths.taskList, { query: TaskListQuery, response: TaskListResponse }),
  getAppsCount: defineEndpoint(workflowPaths.getAppsCount, { response: AppsCountResponse }),
  getOtherCount: defineEndpoint(workflowPaths.getOtherCount, { response: OtherCountResponse }),
  getToDoListCountNew: defineEndpoint(workflowPaths.getToDoListCountNew, { response: TodoCountResponse }),
  applicationForms: defineEndpoint(workflowPaths.applicationForms, { response: FormDefinitionListResponse }),
  applicationDetail: defineEndpoint(workflowPaths.applicationDetail, { query: ApplicationIdQuery, response: ApplicationDetailResponse }),
  handleRecord: defineEndpoint(workflowPaths.handleRecord, { query: ApplicationIdQuery, response: HandleRecordResponse }),
  handleTask: defineEndpoint(workflowPaths.handleTask, { body: HandleBody, response: HandleResponse }),
  batchHandle: defineEndpoint(workflowPaths.batchHandle, { body: BatchHandleBody, response: BatchHandleResponse }),
  startApplication: defineEndpoint(workflowPaths.startApplication, { body: StartApplicationBody, response: ApplicationRefResponse }),
  saveDraft: defineEndpoint(workflowPaths.saveDraft, { body: SaveDraftBody, response: ApplicationRefResponse }),
  deleteDraft: defineEndpoint(workflowPaths.deleteDraft, { body: ApplicationIdBody, response: FlowEmptyResponse }),
  circulate: defineEndpoint(workflowPaths.circulate, { body: CirculateBody, response: CirculateResponse }),
  readCirculation: defineEndpoint(workflowPaths.readCirculation, { body: CirculationIdBody, response: FlowEmptyResponse }),
}

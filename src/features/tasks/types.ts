export type {
  AccountEntry,
  AppsCount,
  ApplicationDetail,
  ApplicationStatus,
  ApplicationType,
  Attachment,
  BatchItemResult,
  CirculateLevel,
  CreatePersonalTodoBody,
  FirstLevel,
  FlowStep,
  HandleAction,
  HandleBody,
  HandleRecordEntry,
  HandleResult,
  InitalLevel,
  LevelSetting,
  OtherCount,
  OverdueGlobalSetting,
  PersonOverdueSetting,
  PersonRef,
  PersonalTodo,
  TaskLevelsSetting,
  TaskListItem,
  TodoCount,
  UpdatePersonOverdueSettingBody,
} from '@contract/workflow'

export interface FlowPage<T> {
  records: T[]
  total: number
  pageNum: number
  pageSize: number
  hasMore: boolean
}

export interface BatchHandleOutcome {
  succeeded: number
  failed: number
  results: import('@contract/workflow').BatchItemResult[]
}

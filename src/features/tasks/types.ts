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
  FormFile,
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

export type { Paged } from '@contract/common'

import type { DataOf } from '@contract/endpoint'
import type { workflowEndpoints } from '@contract/workflow'

/** Per-task results of a batch approval. */
export type BatchHandleOutcome = DataOf<typeof workflowEndpoints.batchHandle>

import type { ConsoleFormDesign, FormSaveBody } from '@contract/admin-forms'
import { checkChain, type FormChain } from '@contract/form-chain-rules'
import { checkFieldDefinitions } from '@contract/form-field-rules'
import { ApplicationType } from '@contract/workflow'
import { Value } from 'typebox/value'
import type { Database, Queryable } from '../../db/client'
import { recordAudit, type Operator } from '../admin/audit-repository'
import { ApiError, badRequest, notFound } from '../common/api-error'
import type { Clock } from '../common/clock'
import {
  definitionOf,
  groupChoices,
  groupExists,
  inFlightByVersion,
  insertDefinition,
  insertDraftVersion,
  namesOf,
  publishDraftVersion,
  searchPeople,
  serviceForForm,
  setServiceAppId,
  unknownUsernames,
  updateDefinition,
  updateDraftVersion,
  versionsOf,
} from './form-definitions-repository'

// 表单设计 (issue 35): the rules of designing a form-flow service's form and publishing its versions.
export interface FormDesignerDeps {
  db: Database
  clock: Clock
}

/** The form's code: the service's appId, or form<serviceId> for a form service that has none yet. */
function codeOf(service: { serviceId: number; appId: string }): string {
  const code = service.appId.trim() || `form${service.serviceId}`
  if (!Value.Check(ApplicationType, code)) throw badRequest('服务的应用标识（appId）须以字母开头，只含字母、数字、-、_，最多 64 位')
  return code
}

async function formService(db: Queryable, serviceId: number) {
  const service = await serviceForForm(db, serviceId)
  if (!service) throw notFound('服务不存在')
  if (service.engineType !== 'form') throw new ApiError(409, '只有打开方式为“在线申请（表单）”的服务有表单设计')
  return service
}

/** People, groups and summary placeholders the design names must exist (400 naming the first that does not). */
async function checkReferences(db: Queryable, body: FormSaveBody): Promise<void> {
  const fieldProblem = checkFieldDefinitions(body.fields)
  if (fieldProblem) throw badRequest(fieldProblem)
  const chainProblem = checkChain(body.chain)
  if (chainProblem) throw badRequest(chainProblem)
  for (const step of body.chain.steps) {
    if (step.assignee.kind === 'person') {
      const [missing] = await unknownUsernames(db, step.assignee.usernames)
      if (missing) throw badRequest(`审批步骤“${step.name}”的人员不存在：${missing}`)
    }
    if (step.assignee.kind === 'group' && !(await groupExists(db, step.assignee.groupCode)))
      throw badRequest(`审批步骤“${step.name}”的用户组不存在：${step.assignee.groupCode}`)
  }
  const [missingCopy] = await unknownUsernames(db, body.chain.copyTo)
  if (missingCopy) throw badRequest(`抄送人员不存在：${missingCopy}`)
  const names = new Set(body.fields.map((field) => field.name))
  const unknownPlaceholder = [...body.summary.matchAll(/\{([A-Za-z0-9_]+)\}/g)].find((match) => !names.has(match[1]!))
  if (unknownPlaceholder) throw badRequest(`摘要中的 {${unknownPlaceholder[1]}} 不是表单字段`)
}

const trimChain = (chain: FormChain): FormChain => ({
  steps: chain.steps.map((step) => ({ ...step, name: step.name.trim() })),
  copyTo: chain.copyTo,
})

export function formDesigner({ db, clock }: FormDesignerDeps) {
  async function design(serviceId: number): Promise<ConsoleFormDesign> {
    const service = await formService(db, serviceId)
    const code = codeOf(service)
    const definition = await definitionOf(db, code)
    const versions = definition ? await versionsOf(db, code) : []
    const inFlight = definition ? await inFlightByVersion(db, code) : new Map<number, number>()
    const names = await namesOf(
      db,
      versions.flatMap((version) => (version.publishedBy ? [version.publishedBy] : [])),
    )
    return {
      serviceId: service.serviceId,
      serviceName: service.serviceName,
      code,
      prefix: definition?.prefix ?? '',
      versions: versions.map((version) => ({
        id: version.id,
        version: version.version,
        status: version.status,
        fields: version.fields,
        chain: version.chain,
        summary: version.summary,
        publishedBy: version.publishedBy ? (names.get(version.publishedBy) ?? null) : null,
        publishedAt: version.publishedAt?.toISOString() ?? null,
        updatedAt: version.updatedAt.toISOString(),
        inFlight: inFlight.get(version.id) ?? 0,
      })),
    }
  }

  return {
    design,

    /** 保存草稿: creates the form on first save (named after the service), then the one draft version. */
    async save(operator: Operator, body: FormSaveBody): Promise<ConsoleFormDesign> {
      const service = await formService(db, body.serviceId)
      const code = codeOf(service)
      const content = { fields: body.fields, chain: trimChain(body.chain), summary: body.summary.trim() }
      await checkReferences(db, { ...body, ...content })
      const at = clock.now()
      await db.transaction(async (tx) => {
        const definition = await definitionOf(tx, code)
        if (!definition) {
          await insertDefinition(tx, { code, name: service.serviceName, prefix: body.prefix })
          if (service.appId.trim() === '') await setServiceAppId(tx, service.serviceId, code)
        } else {
          await updateDefinition(tx, code, { name: service.serviceName, prefix: body.prefix })
        }
        const versions = await versionsOf(tx, code)
        const draft = versions.find((version) => version.status === 'draft')
        if (draft) {
          await updateDraftVersion(tx, draft.id, content, at)
        } else {
          await insertDraftVersion(tx, code, (versions[0]?.version ?? 0) + 1, content, operator.accountId, at)
        }
        await recordAudit(tx, operator, {
          action: draft ? 'update' : 'create',
          entity: 'form_definition',
          entityId: code,
          before: draft ? { version: draft.version, fields: draft.fields, chain: draft.chain, summary: draft.summary } : null,
          after: { version: draft?.version ?? (versions[0]?.version ?? 0) + 1, prefix: body.prefix, ...content },
        })
      })
      return await design(body.serviceId)
    },

    /** 发布: the draft becomes the version new applications start on; applications in flight keep theirs. */
    async publish(operator: Operator, serviceId: number): Promise<ConsoleFormDesign> {
      const service = await formService(db, serviceId)
      const code = codeOf(service)
      await db.transaction(async (tx) => {
        const draft = (await versionsOf(tx, code)).find((version) => version.status === 'draft')
        if (!draft) throw new ApiError(409, '没有待发布的草稿，请先保存草稿')
        if (!(await publishDraftVersion(tx, draft.id, operator.accountId, clock.now()))) throw new ApiError(409, '草稿已被他人发布，请刷新')
        await recordAudit(tx, operator, {
          action: 'publish',
          entity: 'form_definition',
          entityId: code,
          before: null,
          after: { version: draft.version },
        })
      })
      return await design(serviceId)
    },

    groups: async () => await groupChoices(db),
    people: async (keyword: string) => await searchPeople(db, keyword.trim()),
  }
}

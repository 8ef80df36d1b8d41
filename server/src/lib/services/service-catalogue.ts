import type { ConsoleEvaluation, ConsoleService, ConsoleServiceGuide, ConsoleServiceRow, ServiceSaveBody } from '@contract/admin-services'
import {
  attachmentProblem,
  handOffProblems,
  noticeProblem,
  SERVICE_STATUS_LABEL,
  transitionLabel,
  transitionProblem,
  type ServiceStatus,
} from '@contract/service-catalogue-rules'
import { STALE_EDIT } from '@contract/admin-console'
import type { Database } from '../../db/client'
import { recordAudit, type Operator, type Transaction } from '../admin/audit-repository'
import { ApiError, badRequest, notFound } from '../common/api-error'
import type { Clock } from '../common/clock'
import { allowedServiceUrl } from '../common/service-url'
import type { PageArgs } from '../paginate'
import {
  catalogueRow,
  categoriesWithCounts,
  categoryByCode,
  deleteService,
  evaluationForModeration,
  existingServiceNos,
  insertCategory,
  insertDraft,
  markHidden,
  moderationPage,
  renameCategory,
  serviceNoTaken,
  servicePage,
  setCategorySorts,
  updateService,
  type CatalogueRow,
  type ServiceFilter,
} from './catalogue-repository'

const EMPTY_GUIDE: ConsoleServiceGuide = {
  conditions: [],
  materials: [],
  steps: [],
  timePlace: '',
  fees: '',
  faq: [],
  attachments: [],
  related: [],
}

/** What an absent optional field of a save means (the console leaves empty ones out). */
const EMPTY_FIELDS = {
  serviceType: '',
  serviceSource: '',
  desc: '',
  keywords: '',
  iconUrl: '',
  runTime: '',
  contactInformation: '',
  loadPath: '',
  appId: '',
  path: '',
  appType: '',
  attachmentUrl: '',
  shareUrl: '',
}

/** Audit actions of the lifecycle, by the status a service moves to (published from maintenance is a restore). */
const statusAction = (from: ServiceStatus, to: ServiceStatus) =>
  to === 'published'
    ? from === 'maintenance'
      ? 'service.restore'
      : 'publish'
    : to === 'maintenance'
      ? 'service.maintain'
      : 'service.offline'

function toConsoleService(row: CatalogueRow): ConsoleService {
  return {
    serviceId: row.serviceId,
    status: row.status,
    maintenanceNotice: row.maintenanceNotice,
    serviceName: row.serviceName,
    serviceNo: row.serviceNo,
    categoryCode: row.categoryCode,
    serviceType: row.serviceType,
    serviceSource: row.serviceSource,
    desc: row.desc,
    keywords: row.keywords,
    iconUrl: row.iconUrl || row.cardImage,
    runTime: row.runTime,
    openHours: row.openHours,
    contactInformation: row.contactInformation,
    columnId: row.columnId,
    engineType: row.engineType as ConsoleService['engineType'],
    loadPath: row.loadPath,
    appId: row.appId,
    path: row.path,
    appType: row.appType,
    tokenTransType: row.tokenTransType,
    attachmentUrl: row.attachmentUrl,
    shareUrl: row.shareUrl,
    thirdParty: row.thirdParty,
    campusNetwork: row.campusNetwork,
    identities: row.identities as ConsoleService['identities'],
    forceRecommend: row.forceRecommend,
    sort: row.sort,
    guide: row.guide ?? EMPTY_GUIDE,
    updatedAt: row.updatedAt.toISOString(),
  }
}

const toEvaluation = (row: NonNullable<Awaited<ReturnType<typeof evaluationForModeration>>>): ConsoleEvaluation => ({
  id: row.id,
  userName: row.userName,
  anonymous: row.anonymous,
  stars: row.stars,
  tags: row.tags,
  content: row.content,
  images: row.images,
  updatedAt: row.updatedAt.toISOString(),
  hiddenReason: row.hiddenReason,
  hiddenAt: row.hiddenAt?.toISOString() ?? null,
})

/** An absolute address must also pass the CAS service check (the stricter parse), as the home pieces' links do. */
function checkAbsolute(addresses: string[], allowedHosts: readonly string[], message: string) {
  for (const address of addresses.map((text) => text.trim()))
    if (/^https?:/i.test(address) && !allowedServiceUrl(address.replace('{idToken}', ''), allowedHosts)) throw badRequest(message)
}

export interface ServiceCatalogueDeps {
  db: Database
  clock: Clock
}

/**
 * The service catalogue's rules for the console (服务管理员 or 全局管理员): categories, services and their hand-off,
 * the lifecycle (草稿 → 已发布 ⇄ 维护中 → 已下线), 办事指南 and evaluation moderation. Every write is audited
 * (before → after) in its own transaction; routes map requests to these calls.
 */
export function serviceCatalogue({ db, clock }: ServiceCatalogueDeps) {
  async function found(serviceId: number) {
    const row = await catalogueRow(db, serviceId)
    if (!row) throw notFound('服务不存在')
    return row
  }

  /** The service, locked for the write that follows, if nobody changed it after `loadedAt` (else 409). */
  async function unchangedSince(tx: Transaction, serviceId: number, loadedAt: string) {
    const row = await catalogueRow(tx, serviceId, true)
    if (!row) throw notFound('服务不存在')
    if (row.updatedAt.getTime() !== new Date(loadedAt).getTime()) throw new ApiError(409, STALE_EDIT)
    return row
  }

  return {
    categories: () => categoriesWithCounts(db),

    async saveCategory(operator: Operator, input: { code: string; name: string; create?: boolean }) {
      const name = input.name.trim()
      if (!name) throw badRequest('分类名称不能为空')
      await db.transaction(async (tx) => {
        const before = await categoryByCode(tx, input.code)
        if (before && input.create) throw new ApiError(409, `分类代码 ${input.code} 已被使用`)
        if (!before && !input.create) throw notFound('服务分类不存在')
        if (before) {
          const after = await renameCategory(tx, input.code, before.name, name)
          await recordAudit(tx, operator, { action: 'update', entity: 'service_category', entityId: input.code, before, after })
        } else {
          const after = await insertCategory(tx, input.code, name)
          await recordAudit(tx, operator, { action: 'create', entity: 'service_category', entityId: input.code, before: null, after })
        }
      })
      return await categoriesWithCounts(db)
    },

    /** Every category, each once, in the order given. */
    async orderCategories(operator: Operator, codes: string[]) {
      await db.transaction(async (tx) => {
        const before = await categoriesWithCounts(tx)
        const known = new Set(before.map((category) => category.code))
        if (codes.length !== known.size || codes.some((code) => !known.has(code))) throw badRequest('排序须包含且只包含全部服务分类')
        await setCategorySorts(tx, codes)
        await recordAudit(tx, operator, {
          action: 'order',
          entity: 'service_category',
          entityId: 'all',
          before: before.map((category) => category.code),
          after: codes,
        })
      })
      return await categoriesWithCounts(db)
    },

    async list(filter: ServiceFilter, page: PageArgs): Promise<{ rows: ConsoleServiceRow[]; total: number }> {
      const { rows, total } = await servicePage(db, filter, page)
      return {
        total,
        rows: rows.map(({ service, categoryName }) => ({
          serviceId: service.serviceId,
          serviceNo: service.serviceNo,
          serviceName: service.serviceName,
          categoryCode: service.categoryCode,
          categoryName: categoryName ?? '',
          serviceSource: service.serviceSource,
          iconUrl: service.iconUrl || service.cardImage,
          status: service.status,
          maintenanceNotice: service.maintenanceNotice,
          forceRecommend: service.forceRecommend,
          identities: service.identities,
          sort: service.sort,
        })),
      }
    },

    detail: async (serviceId: number) => toConsoleService(await found(serviceId)),

    /** New (a draft) or edit; the hand-off by the shared rule, the service number unique (409). */
    async save(operator: Operator, input: ServiceSaveBody, allowedHosts: readonly string[]) {
      const { serviceId, updatedAt: loadedAt, ...given } = input
      if (serviceId !== undefined && loadedAt === undefined) throw badRequest('修改服务须带上加载时的 updatedAt')
      const fields = { ...EMPTY_FIELDS, ...given, openHours: given.openHours ?? null, columnId: given.columnId ?? null }
      const serviceName = fields.serviceName.trim()
      if (!serviceName) throw badRequest('服务名称不能为空')
      const [problem] = handOffProblems(fields, allowedHosts)
      if (problem) throw badRequest(problem.message)
      checkAbsolute([fields.loadPath, fields.iconUrl, fields.attachmentUrl, fields.shareUrl], allowedHosts, '地址格式不正确')
      if (fields.openHours && fields.openHours.from >= fields.openHours.to) throw badRequest('开放时间的开始须早于结束')
      const category = await categoryByCode(db, fields.categoryCode)
      if (!category) throw badRequest('服务分类不存在')
      const values = {
        ...fields,
        serviceName,
        serviceNo: fields.serviceNo.trim(),
        title: serviceName,
        serviceType: fields.serviceType.trim() || category.name,
        iconUrl: fields.iconUrl.trim(),
        cardImage: fields.iconUrl.trim(),
        loadPath: fields.loadPath.trim(),
        appId: fields.appId.trim(),
        path: fields.path.trim(),
        appType: fields.appType.trim() || fields.engineType,
      }
      const saved = await db.transaction(async (tx) => {
        if (await serviceNoTaken(tx, values.serviceNo, serviceId)) throw new ApiError(409, `服务编号 ${values.serviceNo} 已被使用`)
        if (serviceId === undefined) {
          const after = await insertDraft(tx, values)
          await recordAudit(tx, operator, { action: 'create', entity: 'service', entityId: after.serviceId, before: null, after })
          return after
        }
        const before = await unchangedSince(tx, serviceId, loadedAt!)
        const after = await updateService(tx, serviceId, values)
        await recordAudit(tx, operator, { action: 'update', entity: 'service', entityId: serviceId, before, after })
        return after
      })
      return toConsoleService(saved)
    },

    /** 发布, 维护 (with the notice users see instead of the service), 恢复, 下线; other moves are refused (409). */
    async setStatus(operator: Operator, serviceId: number, to: ServiceStatus, notice?: string) {
      const saved = await db.transaction(async (tx) => {
        const before = await catalogueRow(tx, serviceId, true)
        if (!before) throw notFound('服务不存在')
        const refused = transitionProblem(before.status, to)
        if (refused) throw new ApiError(409, refused)
        let maintenanceNotice = ''
        if (to === 'maintenance') {
          const problem = noticeProblem(notice ?? '')
          if (problem) throw badRequest(problem)
          maintenanceNotice = notice!.trim()
        }
        const after = await updateService(tx, serviceId, { status: to, maintenanceNotice })
        await recordAudit(tx, operator, {
          action: statusAction(before.status, to),
          entity: 'service',
          entityId: serviceId,
          before: { status: before.status, maintenanceNotice: before.maintenanceNotice },
          after: { status: after.status, maintenanceNotice: after.maintenanceNotice },
        })
        return { after, message: to === 'maintenance' ? '已设为维护中' : `已${transitionLabel(before.status, to)}` }
      })
      return { service: toConsoleService(saved.after), message: saved.message }
    },

    /** Only a draft (never seen by anyone) may be deleted; a published service goes offline instead. */
    async remove(operator: Operator, serviceId: number) {
      await db.transaction(async (tx) => {
        const before = await catalogueRow(tx, serviceId, true)
        if (!before) throw notFound('服务不存在')
        if (before.status !== 'draft') throw new ApiError(409, `${SERVICE_STATUS_LABEL[before.status]}的服务不能删除，只有草稿可以删除`)
        await deleteService(tx, serviceId)
        await recordAudit(tx, operator, { action: 'delete', entity: 'service', entityId: serviceId, before, after: null })
      })
    },

    /** The 办事指南 as the portal renders it: empty lines dropped, attachments uploads or allowed addresses. */
    async saveGuide(operator: Operator, serviceId: number, loadedAt: string, input: ConsoleServiceGuide, allowedHosts: readonly string[]) {
      const lines = (items: string[]) => items.map((item) => item.trim()).filter(Boolean)
      const guide: ConsoleServiceGuide = {
        conditions: lines(input.conditions),
        materials: lines(input.materials),
        steps: input.steps
          .map((step) => ({ title: step.title.trim(), detail: step.detail.trim() }))
          .filter((step) => step.title || step.detail),
        timePlace: input.timePlace.trim(),
        fees: input.fees.trim(),
        faq: input.faq
          .map((item) => ({ question: item.question.trim(), answer: item.answer.trim() }))
          .filter((item) => item.question || item.answer),
        attachments: input.attachments.map((item) => ({ name: item.name.trim(), url: item.url.trim() })),
        related: lines(input.related),
      }
      if (guide.steps.some((step) => !step.title)) throw badRequest('办理流程的每一步都需要标题')
      if (guide.faq.some((item) => !item.question || !item.answer)) throw badRequest('常见问题须同时填写问题和回答')
      for (const attachment of guide.attachments) {
        if (!attachment.name) throw badRequest('附件需要名称')
        const problem = attachmentProblem(attachment.url, allowedHosts)
        if (problem) throw badRequest(`${attachment.name}：${problem}`)
      }
      checkAbsolute(
        guide.attachments.map((item) => item.url),
        allowedHosts,
        '附件地址格式不正确',
      )
      const saved = await db.transaction(async (tx) => {
        const before = await unchangedSince(tx, serviceId, loadedAt)
        const known = await existingServiceNos(tx, guide.related)
        const unknown = guide.related.find((no) => !known.has(no))
        if (unknown) throw badRequest(`相关服务 ${unknown} 不存在`)
        if (guide.related.includes(before.serviceNo)) throw badRequest('相关服务不能是服务本身')
        const after = await updateService(tx, serviceId, { guide })
        await recordAudit(tx, operator, {
          action: 'service.guide',
          entity: 'service',
          entityId: serviceId,
          before: before.guide,
          after: guide,
        })
        return after
      })
      return toConsoleService(saved)
    },

    async evaluations(serviceId: number, hidden: boolean | undefined, page: PageArgs) {
      await found(serviceId)
      const { rows, total } = await moderationPage(db, serviceId, hidden, page)
      return { rows: rows.map(toEvaluation), total }
    },

    /** Hides an evaluation from everyone but its author (who sees the reason); it no longer counts in the rating. */
    async hideEvaluation(operator: Operator, id: number, reason: string) {
      const text = reason.trim()
      if (!text) throw badRequest('请填写隐藏原因')
      await db.transaction(async (tx) => {
        const before = await evaluationForModeration(tx, id)
        if (!before) throw notFound('评价不存在')
        if (before.hiddenAt) throw new ApiError(409, '该评价已被隐藏')
        await markHidden(tx, id, text, operator.accountId, clock.now())
        const after = await evaluationForModeration(tx, id)
        await recordAudit(tx, operator, {
          action: 'evaluation.hide',
          entity: 'service_evaluation',
          entityId: id,
          before: toEvaluation(before),
          after: toEvaluation(after!),
        })
      })
      return toEvaluation((await evaluationForModeration(db, id))!)
    },
  }
}

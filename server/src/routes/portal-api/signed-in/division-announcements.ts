import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { divisionEndpoints, type AttachmentInput } from '@contract/division'
import type { AnnouncementAttachment } from '../../../db/schema/index'
import { badRequest, forbidden, notFound, ok } from '../../../lib/common/api-error'
import { originOf } from '../../../lib/cms/cms-content'
import { plainText, sanitizeRichText } from '../../../lib/cms/cms-sanitize'
import { toAnnouncementDetail, toAnnouncementItem, type FileAccess } from '../../../lib/division/announcement-answers'
import { grantFor } from '../../../lib/files/file-grants'
import {
  announcementById,
  announcementsPage,
  audienceSize,
  audiencesOf,
  expireAnnouncement,
  hasRead,
  markRead,
  readersPage,
  saveAnnouncement,
} from '../../../lib/division/announcements-repository'
import { callerOf, requireDivision, subtreeOf, type Caller } from '../../../lib/division/division-access'
import { filesMeta } from '../../../lib/files/files-repository'
import { attachmentRefusal } from '../../../lib/division/announcement-files'
import { userOf } from '../../../plugins/app/authentication'
import { pageArgs, paginate } from '../../../lib/paginate'
import { serve } from '../../../serve-endpoint'

const tags = ['portal-second-work']
const security = [{ idToken: [] }]

/** 公告 of a division: members read what is addressed to them; publishers post, edit, pin, expire and see readers. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify
  const now = () => fastify.clock.now()
  // Every answer goes to someone who may see the announcement (audience or publisher): its files come with grants.
  const filesFor = (request: Parameters<typeof originOf>[1]): FileAccess => ({
    origin: originOf(fastify, request),
    grant: (fileId) => grantFor(fastify, fileId, now()),
  })

  /** The announcement and the caller's standing in its division (404 unknown; 403 neither addressed nor a publisher). */
  async function visibleAnnouncement(caller: Caller, id: number) {
    const found = await announcementById(db, id)
    if (!found) throw notFound('公告不存在')
    const division = await requireDivision(db, caller, found.row.orgCode)
    const canManage = division.roles.includes('publisher')
    const audience = (await audiencesOf(db, [id])).get(id) ?? []
    if (!canManage) {
      const addressed = audience.some((unit) => caller.chain.includes(unit.code))
      const expired = found.row.expiresAt !== null && found.row.expiresAt <= now()
      if (!addressed || expired) throw notFound('公告不存在或已过期')
    }
    return { ...found, audience, canManage }
  }

  /**
   * The attachments as stored: each file once, with its type and size. New ones must be the caller's own uploads of an
   * attachment type within the size limit; those already on the announcement stay whoever uploaded them.
   */
  async function checkedAttachments(caller: Caller, files: AttachmentInput[], before: AnnouncementAttachment[]) {
    const chosen = files.map((file) => ({ fileId: file.fileId.toLowerCase(), name: file.name.trim() }))
    if (new Set(chosen.map((file) => file.fileId)).size !== chosen.length) throw badRequest('附件不能重复')
    const kept = new Set(before.map((file) => file.fileId))
    const meta = await filesMeta(
      db,
      chosen.map((file) => file.fileId),
    )
    return chosen.map((file) => {
      const found = meta.get(file.fileId)
      if (!found) throw badRequest(`附件「${file.name}」不存在，请重新上传`)
      if (!kept.has(file.fileId)) {
        if (found.ownerId !== caller.accountId) throw forbidden(`附件「${file.name}」不是你上传的文件`)
        const refusal = attachmentRefusal(found)
        if (refusal) throw badRequest(`附件「${file.name}」${refusal}`)
      }
      return { ...file, mimeType: found.mimeType, byteSize: found.byteSize }
    })
  }

  serve(fastify, divisionEndpoints.announcements, { schema: { tags, security, summary: '单位公告（置顶在前）' } }, async (request) => {
    const caller = await callerOf(db, userOf(request).accountId)
    const { code, includeExpired } = request.query
    const division = await requireDivision(db, caller, code)
    const page = pageArgs(request.query)
    const manage = division.roles.includes('publisher')
    const { rows, total } = await announcementsPage(
      db,
      { code, accountId: caller.accountId, chain: caller.chain, manage, includeExpired },
      page,
    )
    const audiences = await audiencesOf(
      db,
      rows.map((r) => r.row.id),
    )
    const items = rows.map((r) => toAnnouncementItem(r.row, { ...r, audience: audiences.get(r.row.id) ?? [] }, now(), filesFor(request)))
    return ok(paginate(items, total, page))
  })

  serve(fastify, divisionEndpoints.announcement, { schema: { tags, security, summary: '公告详情（打开即记为已读）' } }, async (request) => {
    const caller = await callerOf(db, userOf(request).accountId)
    const found = await visibleAnnouncement(caller, request.query.id)
    // Only the people it is addressed to leave a read receipt (a publisher checking it does not count).
    const addressed = found.audience.some((unit) => caller.chain.includes(unit.code))
    if (addressed) await markRead(db, found.row.id, caller.accountId)
    const read = addressed || (await hasRead(db, found.row.id, caller.accountId))
    return ok(toAnnouncementDetail(found.row, { ...found, read }, now(), filesFor(request)))
  })

  serve(fastify, divisionEndpoints.announcementReaders, { schema: { tags, security, summary: '已读名单（发布员）' } }, async (request) => {
    const caller = await callerOf(db, userOf(request).accountId)
    const found = await visibleAnnouncement(caller, request.query.id)
    if (!found.canManage) throw forbidden('仅该单位的发布员可以查看已读名单')
    const page = pageArgs(request.query)
    const [{ rows, total }, audienceCount] = await Promise.all([readersPage(db, found.row.id, page), audienceSize(db, found.row.id)])
    const readers = rows.map((row) => ({ userName: row.userName, orgName: row.orgName ?? '', readAt: row.readAt.toISOString() }))
    return ok({ readCount: total, audienceCount, readers: paginate(readers, total, page) })
  })

  serve(
    fastify,
    divisionEndpoints.audiences,
    { schema: { tags, security, summary: '可选的公告对象：本单位及其下属单位（发布员）' } },
    async (request) => {
      const caller = await callerOf(db, userOf(request).accountId)
      await requireDivision(db, caller, request.query.code, 'publisher')
      return ok((await subtreeOf(db, request.query.code)).map(({ code, name, kind, depth }) => ({ code, name, kind, depth })))
    },
  )

  serve(
    fastify,
    divisionEndpoints.saveAnnouncement,
    { schema: { tags, security, summary: '发布或修改公告（发布员；正文入库前清洗）' } },
    async (request) => {
      const caller = await callerOf(db, userOf(request).accountId)
      const body = request.body
      await requireDivision(db, caller, body.code, 'publisher')
      const existing = body.id !== undefined ? await announcementById(db, body.id) : undefined
      if (body.id !== undefined && !existing) throw notFound('公告不存在')
      if (existing && existing.row.orgCode !== body.code) throw forbidden('不能修改其他单位的公告')
      const units = new Set((await subtreeOf(db, body.code)).map((unit) => unit.code))
      const audience = body.audience.length > 0 ? [...new Set(body.audience)] : [body.code]
      const outside = audience.find((code) => !units.has(code))
      if (outside) throw badRequest(`公告对象 ${outside} 不属于本单位`)
      const title = body.title.trim()
      if (!title) throw badRequest('请输入公告标题')
      const mediaHosts = [request.host.toLowerCase(), ...fastify.config.imageHosts]
      const content = sanitizeRichText(body.content, mediaHosts)
      const summary = plainText(content, 80)
      if (!summary && !/<img/i.test(content)) throw badRequest('请输入公告内容')
      const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null
      if (expiresAt && Number.isNaN(expiresAt.getTime())) throw badRequest('过期时间格式不正确')
      if (expiresAt && expiresAt <= now()) throw badRequest('过期时间必须晚于现在')
      const attachments = await checkedAttachments(caller, body.attachments ?? [], existing?.row.attachments ?? [])
      const saved = await saveAnnouncement(
        db,
        body.id,
        { orgCode: body.code, title, content, summary, pinned: body.pinned, expiresAt, attachments, publisherId: caller.accountId },
        audience,
      )
      if (!saved) throw notFound('公告不存在')
      const found = await visibleAnnouncement(caller, saved.id)
      return ok(
        toAnnouncementDetail(found.row, { ...found, read: false }, now(), filesFor(request)),
        body.id === undefined ? '已发布' : '已保存',
      )
    },
  )

  serve(
    fastify,
    divisionEndpoints.expireAnnouncement,
    { schema: { tags, security, summary: '立即过期（撤下）公告（发布员）' } },
    async (request) => {
      const caller = await callerOf(db, userOf(request).accountId)
      const existing = await announcementById(db, request.body.id)
      if (!existing) throw notFound('公告不存在')
      await requireDivision(db, caller, existing.row.orgCode, 'publisher')
      await expireAnnouncement(db, request.body.id, now())
      const found = await visibleAnnouncement(caller, request.body.id)
      return ok(toAnnouncementDetail(found.row, { ...found, read: false }, now(), filesFor(request)), '已撤下')
    },
  )
}

export default routes

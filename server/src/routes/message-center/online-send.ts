import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '@contract/common'
import { onlineSendEndpoints } from '@contract/online-send'
import { ONLINE_SEND_LIMITS } from '@contract/paths/online-send'
import { badRequest, forbidden, notFound, ok, tooManyRequests } from '../../lib/common/api-error'
import { userOf } from '../../plugins/app/authentication'
import { pageArgs, paginate } from '../../lib/paginate'
import {
  addGroupMembers,
  createGroup,
  deleteGroup,
  groupByCode,
  groupMembersOf,
  groupNameTaken,
  groupsOf,
  mayEditMembers,
  memberRoles,
  removeGroupMembers,
  renameGroup,
  type GroupRow,
} from '../../lib/online-send/groups-repository'
import { grantFor } from '../../lib/files/file-grants'
import { attachFiles, attachmentsOf, checkAttachments, sendOfRecord, toAttachment } from '../../lib/online-send/attachments'
import { childrenOf, loadOrgTree, orgPathOf, searchUnits } from '../../lib/online-send/org-directory'
import { searchPeople, toPerson } from '../../lib/online-send/people-directory'
import { foundByMobile, visibleContactFields } from '../../lib/online-send/contact-visibility'
import { checkRecipients, countReached } from '../../lib/online-send/recipients'
import { scopeCoversGroup, scopeOf, type SendScope } from '../../lib/online-send/send-scope'
import { sendTypesFor } from '../../lib/online-send/send-types'
import {
  acceptSend,
  findSend,
  progressOf,
  readersOf,
  recallDeadline,
  recallSend,
  remindUnread,
  sentBy,
  type SendRow,
} from '../../lib/online-send/sends-repository'
import { ONLINE_SEND_CHANNELS_JOB, ONLINE_SEND_JOB } from '../../plugins/app/online-send-delivery'
import { BASES } from '@contract/bases'
import { serve } from '../../serve-endpoint'

const tags = ['online-send']
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse }
const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null)

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db

  const toGroup = (row: GroupRow, viewerId: string, scope: SendScope) => ({
    group_code: row.code,
    name: row.name,
    ownerName: row.owner_name,
    shared: row.shared,
    mine: row.owner_id === viewerId,
    memberCount: Number(row.member_count),
    mayReceive: scopeCoversGroup(scope, row),
    mayEdit: mayEditMembers(row, viewerId),
  })
  /** A send's files, each with a fresh download grant (for its sender or a recipient only). */
  const attachmentsWithGrants = async (sendId: number) => {
    const now = fastify.clock.now()
    return (await attachmentsOf(db, sendId)).map((row) => toAttachment(row, grantFor(fastify, row.id, now), BASES.portal))
  }
  /** A group whose members the caller may change (owner or manager), or 404/403. */
  const editableGroup = async (accountId: string, code: string) => {
    const group = await groupByCode(db, accountId, code)
    if (!group || !(group.shared || group.role !== null || group.owner_id === accountId)) throw notFound('用户组不存在')
    if (!mayEditMembers(group, accountId)) throw forbidden('只有用户组的负责人和管理员可以修改成员')
    return group
  }
  const summaryOf = (row: SendRow, readCount: number) => ({
    id: row.id,
    title: row.title,
    typeName: row.type_name,
    status: row.status,
    total: Number(row.total),
    readCount,
    createdAt: iso(row.created_at)!,
    scheduledAt: iso(row.scheduled_at),
  })
  /** The caller's own send, or 404 (another sender's send is not found, not forbidden: ids are not disclosed). */
  const ownSend = async (accountId: string, id: number) => {
    const send = await findSend(db, id)
    if (!send || send.sender_id !== accountId) throw notFound('发送记录不存在')
    return send
  }
  const ownGroup = async (accountId: string, code: string) => {
    const group = await groupByCode(db, accountId, code)
    if (!group) throw notFound('用户组不存在')
    if (group.owner_id !== accountId) throw forbidden('只能修改自己创建的用户组')
    return group
  }

  serve(
    fastify,
    onlineSendEndpoints.listSendTypes,
    { schema: { tags, summary: '当前身份可发送的消息类型（权限校验后）', response: refusals } },
    async (request) => ok(sendTypesFor(userOf(request).identityTypeCode).map(({ code, name, sendTypes }) => ({ code, name, sendTypes }))),
  )

  serve(
    fastify,
    onlineSendEndpoints.searchPeople,
    { schema: { tags, summary: '添加人员：按姓名、账号、拼音或首字母搜索', response: refusals } },
    async (request) => {
      const user = userOf(request)
      const page = pageArgs(request.query, ONLINE_SEND_LIMITS.pageSize)
      const [tree, scope] = await Promise.all([loadOrgTree(db), scopeOf(db, user)])
      if (request.query.ins_code && !tree.units.has(request.query.ins_code)) throw badRequest('机构不存在')
      const { keyword, ins_code: unit } = request.query
      const byMobile = await foundByMobile(db, keyword)
      const { rows, total } = await searchPeople(db, tree, { keyword, unit, byMobile }, page)
      const contactOf = await visibleContactFields(
        db,
        user.accountId,
        rows.map((row) => row.id),
      )
      return ok(
        paginate(
          rows.map((row) => toPerson(row, tree, scope, contactOf(row.id))),
          total,
          page,
        ),
      )
    },
  )

  serve(
    fastify,
    onlineSendEndpoints.orgChildren,
    { schema: { tags, summary: '机构树：下级机构与人数', response: refusals } },
    async (request) => {
      const [tree, scope] = await Promise.all([loadOrgTree(db), scopeOf(db, userOf(request))])
      const code = request.query.ins_code
      if (code && !tree.units.has(code)) throw notFound('机构不存在')
      return ok(childrenOf(tree, code, scope))
    },
  )

  serve(fastify, onlineSendEndpoints.searchOrg, { schema: { tags, summary: '机构搜索', response: refusals } }, async (request) => {
    const [tree, scope] = await Promise.all([loadOrgTree(db), scopeOf(db, userOf(request))])
    return ok(searchUnits(tree, request.query.keyword, scope))
  })

  serve(
    fastify,
    onlineSendEndpoints.listGroups,
    { schema: { tags, summary: '我的用户组与共享用户组', response: refusals } },
    async (request) => {
      const user = userOf(request)
      const [rows, scope] = await Promise.all([groupsOf(db, user.accountId), scopeOf(db, user)])
      const groups = rows.map((row) => toGroup(row, user.accountId, scope))
      return ok({
        mine: groups.filter((group) => group.mine || !group.shared),
        shared: groups.filter((group) => group.shared && !group.mine),
      })
    },
  )

  serve(
    fastify,
    onlineSendEndpoints.groupMembers,
    { schema: { tags, summary: '用户组成员（负责人、管理员在前，其余按拼音）', response: refusals } },
    async (request) => {
      const user = userOf(request)
      const group = await groupByCode(db, user.accountId, request.query.group_code)
      if (!group || !(group.shared || group.role !== null || group.owner_id === user.accountId)) throw notFound('用户组不存在')
      const page = pageArgs(request.query, ONLINE_SEND_LIMITS.pageSize)
      const [tree, scope, { rows, total }] = await Promise.all([loadOrgTree(db), scopeOf(db, user), groupMembersOf(db, group.id, page)])
      const contactOf = await visibleContactFields(
        db,
        user.accountId,
        rows.map((row) => row.id),
      )
      const members = rows.map((row) => ({
        ...toPerson(row, tree, scope, contactOf(row.id)),
        type: row.role as 'OWNER' | 'MANAGERMENT' | 'MEMBER',
      }))
      return ok(paginate(members, total, page))
    },
  )

  serve(fastify, onlineSendEndpoints.createGroup, { schema: { tags, summary: '新建用户组', response: refusals } }, async (request) => {
    const user = userOf(request)
    if (user.identityTypeCode === 'guest') throw forbidden('访客不能创建用户组')
    const name = request.body.name.trim()
    if (!name) throw badRequest('请输入用户组名称')
    if (await groupNameTaken(db, user.accountId, name)) throw badRequest('已有同名用户组')
    const shared = request.body.shared === true && user.identityTypeCode !== 'student'
    const code = await createGroup(db, user.accountId, name, shared, request.body.accountNames)
    const [group, scope] = await Promise.all([groupByCode(db, user.accountId, code), scopeOf(db, user)])
    return ok(toGroup(group!, user.accountId, scope))
  })

  serve(fastify, onlineSendEndpoints.renameGroup, { schema: { tags, summary: '重命名用户组', response: refusals } }, async (request) => {
    const user = userOf(request)
    const group = await ownGroup(user.accountId, request.body.group_code)
    const name = request.body.name.trim()
    if (!name) throw badRequest('请输入用户组名称')
    if (await groupNameTaken(db, user.accountId, name, group.id)) throw badRequest('已有同名用户组')
    await renameGroup(db, group.id, name)
    return ok(toGroup({ ...group, name }, user.accountId, await scopeOf(db, user)))
  })

  serve(
    fastify,
    onlineSendEndpoints.addGroupMembers,
    { schema: { tags, summary: '添加用户组成员（负责人、管理员）', response: refusals } },
    async (request) => {
      const user = userOf(request)
      const group = await editableGroup(user.accountId, request.body.group_code)
      const names = [...new Set(request.body.accountNames)]
      const missing = await addGroupMembers(db, group.id, names)
      if (missing.length > 0) throw badRequest(`账号不存在：${missing.slice(0, 5).join('、')}`)
      const [updated, scope] = await Promise.all([groupByCode(db, user.accountId, group.code), scopeOf(db, user)])
      return ok(toGroup(updated!, user.accountId, scope))
    },
  )

  serve(
    fastify,
    onlineSendEndpoints.removeGroupMembers,
    { schema: { tags, summary: '移除用户组成员（负责人、管理员）', response: refusals } },
    async (request) => {
      const user = userOf(request)
      const group = await editableGroup(user.accountId, request.body.group_code)
      const names = [...new Set(request.body.accountNames)]
      const roles = await memberRoles(db, group.id, names)
      if (roles.length < names.length) throw badRequest('所选人员不是该用户组的成员')
      if (roles.some((member) => member.role === 'OWNER')) throw badRequest('不能移除用户组负责人')
      if (group.owner_id !== user.accountId && roles.some((member) => member.role === 'MANAGERMENT')) {
        throw forbidden('管理员只能移除普通成员')
      }
      await removeGroupMembers(db, group.id, names)
      const [updated, scope] = await Promise.all([groupByCode(db, user.accountId, group.code), scopeOf(db, user)])
      return ok(toGroup(updated!, user.accountId, scope))
    },
  )

  serve(
    fastify,
    onlineSendEndpoints.receivedAttachments,
    { schema: { tags, summary: '收到的在线发送消息的附件', response: refusals } },
    async (request) => {
      const sendId = await sendOfRecord(db, userOf(request).accountId, request.query.recordId)
      if (sendId === undefined) throw notFound('消息不存在或已被撤回')
      return ok(await attachmentsWithGrants(sendId))
    },
  )

  serve(fastify, onlineSendEndpoints.deleteGroup, { schema: { tags, summary: '删除用户组', response: refusals } }, async (request) => {
    const group = await ownGroup(userOf(request).accountId, request.body.group_code)
    await deleteGroup(db, group.id)
    return ok(null)
  })

  serve(
    fastify,
    onlineSendEndpoints.countRecipients,
    { schema: { tags, summary: '所选接收人展开去重后的人数', response: refusals } },
    async (request) => {
      const user = userOf(request)
      const [tree, scope] = await Promise.all([loadOrgTree(db), scopeOf(db, user)])
      const checked = await checkRecipients(db, user, scope, tree, request.body.recipients)
      return ok(await countReached(db, checked, tree, user.accountId))
    },
  )

  serve(fastify, onlineSendEndpoints.send, { schema: { tags, summary: '在线发送', response: refusals } }, async (request) => {
    const user = userOf(request)
    const body = request.body
    const type = sendTypesFor(user.identityTypeCode).find((candidate) => candidate.code === body.typeCode)
    if (!type) throw forbidden('无权发送该类型的消息')
    if (!body.title.trim()) throw badRequest('请输入标题')
    if (!body.content.trim()) throw badRequest('请输入内容')
    if ([...body.content.trim()].length > ONLINE_SEND_LIMITS.contentMax)
      throw badRequest(`内容不能超过 ${ONLINE_SEND_LIMITS.contentMax} 字`)
    if (body.recipients.length === 0) throw badRequest('请选择接收人')
    const attachments = await checkAttachments(db, user.accountId, body.attachments ?? [])
    const channels = [...new Set(['site' as const, ...body.channels])]
    const now = fastify.clock.now()
    const scheduledAt = body.scheduledAt ? new Date(body.scheduledAt) : null
    if (scheduledAt && Number.isNaN(scheduledAt.getTime())) throw badRequest('定时发送时间格式不正确')
    if (scheduledAt && scheduledAt.getTime() < now.getTime() - 60_000) throw badRequest('定时发送时间不能早于当前时间')
    const [tree, scope] = await Promise.all([loadOrgTree(db), scopeOf(db, user)])
    const checked = await checkRecipients(db, user, scope, tree, body.recipients)
    const accepted = await acceptSend(
      db,
      {
        senderId: user.accountId,
        typeCode: type.code,
        title: body.title.trim(),
        content: body.content.trim(),
        channels,
        chosen: body.recipients,
        scheduledAt,
      },
      checked,
      tree,
      (tx, sendId) => attachFiles(tx, sendId, attachments),
    )
    if (accepted.total === 0 && accepted.external === 0) throw badRequest('所选接收人中没有可发送的人员')
    await fastify.jobs.enqueue(
      ONLINE_SEND_JOB,
      { sendId: accepted.id },
      { startAfter: scheduledAt ?? undefined, retryLimit: 10, retryDelaySeconds: 5 },
    )
    return ok(accepted)
  })

  serve(fastify, onlineSendEndpoints.listSent, { schema: { tags, summary: '已发送', response: refusals } }, async (request) => {
    const page = pageArgs(request.query)
    const { rows, total } = await sentBy(db, userOf(request).accountId, page)
    return ok(
      paginate(
        rows.map((row) => summaryOf(row, Number(row.read_count))),
        total,
        page,
      ),
    )
  })

  serve(
    fastify,
    onlineSendEndpoints.sentDetail,
    { schema: { tags, summary: '发送结果：各通道送达、阅读进度', response: refusals } },
    async (request) => {
      const send = await ownSend(userOf(request).accountId, request.query.id)
      const progress = await progressOf(db, send.id)
      const now = fastify.clock.now()
      return ok({
        ...summaryOf(send, progress.readCount),
        content: send.content,
        channels: send.channels,
        chosen: send.chosen,
        site: progress.site,
        sms: progress.sms,
        email: progress.email,
        skipped: progress.skipped,
        blocked: progress.blocked,
        unreadCount: progress.unreadCount,
        recallable: send.status !== 'recalled' && now < recallDeadline(send),
        recalledAt: iso(send.recalled_at),
        remindedAt: iso(send.reminded_at),
        attachments: await attachmentsWithGrants(send.id),
        reminderCopies: progress.reminderCopies,
      })
    },
  )

  serve(fastify, onlineSendEndpoints.sentReaders, { schema: { tags, summary: '已读 / 未读名单', response: refusals } }, async (request) => {
    const send = await ownSend(userOf(request).accountId, request.query.id)
    const page = pageArgs(request.query, ONLINE_SEND_LIMITS.pageSize)
    const [tree, { rows, total }] = await Promise.all([loadOrgTree(db), readersOf(db, send.id, request.query.read, page)])
    const readers = rows.map((row) => ({
      accountName: row.username,
      userName: row.display_name,
      orgPath: orgPathOf(tree, row.org_code),
      readTime: iso(row.read_at),
    }))
    return ok(paginate(readers, total, page))
  })

  serve(fastify, onlineSendEndpoints.remindUnread, { schema: { tags, summary: '提醒未读', response: refusals } }, async (request) => {
    const send = await ownSend(userOf(request).accountId, request.body.id)
    if (send.status === 'recalled') throw badRequest('消息已撤回，不能提醒')
    const now = fastify.clock.now()
    const interval = ONLINE_SEND_LIMITS.remindIntervalMinutes * 60_000
    if (send.reminded_at && now.getTime() - new Date(send.reminded_at).getTime() < interval) {
      throw tooManyRequests(`提醒过于频繁，请${ONLINE_SEND_LIMITS.remindIntervalMinutes}分钟后再试`)
    }
    const reminded = await remindUnread(db, send.id, now)
    if (reminded.sms + reminded.email > 0)
      await fastify.jobs.enqueue(ONLINE_SEND_CHANNELS_JOB, { sendId: send.id }, { retryLimit: 10, retryDelaySeconds: 5 })
    return ok(reminded)
  })

  serve(fastify, onlineSendEndpoints.recall, { schema: { tags, summary: '撤回', response: refusals } }, async (request) => {
    const send = await ownSend(userOf(request).accountId, request.body.id)
    if (send.status === 'recalled') throw badRequest('消息已撤回')
    const now = fastify.clock.now()
    if (now >= recallDeadline(send)) throw badRequest(`已超过${ONLINE_SEND_LIMITS.recallMinutes / 60}小时，不能撤回`)
    return ok({ recalled: await recallSend(db, send.id, now) })
  })
}
export default routes

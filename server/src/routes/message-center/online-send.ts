import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { onlineSendEndpoints } from '@contract/online-send'
import { ONLINE_SEND_LIMITS } from '@contract/paths/online-send'
import { badRequest, notFound, ok } from '../../lib/common/api-error'
import { userOf } from '../../plugins/app/authentication'
import { pageArgs, paginate } from '../../lib/paginate'
import { groupMembersOf, groupsOf, mayEditMembers, type GroupRow } from '../../lib/online-send/groups-repository'
import { grantFor } from '../../lib/files/file-grants'
import { attachmentsOf, sendOfRecord, toAttachment } from '../../lib/online-send/attachments'
import { childrenOf, loadOrgTree, orgPathOf, searchUnits } from '../../lib/online-send/org-directory'
import { searchPeople, toPerson } from '../../lib/online-send/people-directory'
import { foundByMobile, visibleContactFields } from '../../lib/online-send/contact-visibility'
import { checkRecipients, countReached } from '../../lib/online-send/recipients'
import { scopeCoversGroup, scopeOf, type SendScope } from '../../lib/online-send/send-scope'
import { progressOf, readersOf, recallDeadline, sentBy, type SendRow } from '../../lib/online-send/sends-repository'
import { onlineSendService } from '../../lib/online-send/online-send-service'
import { BASES } from '@contract/bases'
import { serve } from '../../serve-endpoint'

const tags = ['online-send']
const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null)

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db
  const service = onlineSendService({ db, jobs: fastify.jobs, clock: fastify.clock })

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
  serve(
    fastify,
    onlineSendEndpoints.listSendTypes,
    { schema: { tags, summary: '当前身份可发送的消息类型（权限校验后）' } },
    async (request) => ok(await service.sendTypes(userOf(request))),
  )

  serve(
    fastify,
    onlineSendEndpoints.searchPeople,
    { schema: { tags, summary: '添加人员：按姓名、账号、拼音或首字母搜索' } },
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

  serve(fastify, onlineSendEndpoints.orgChildren, { schema: { tags, summary: '机构树：下级机构与人数' } }, async (request) => {
    const [tree, scope] = await Promise.all([loadOrgTree(db), scopeOf(db, userOf(request))])
    const code = request.query.ins_code
    if (code && !tree.units.has(code)) throw notFound('机构不存在')
    return ok(childrenOf(tree, code, scope))
  })

  serve(fastify, onlineSendEndpoints.searchOrg, { schema: { tags, summary: '机构搜索' } }, async (request) => {
    const [tree, scope] = await Promise.all([loadOrgTree(db), scopeOf(db, userOf(request))])
    return ok(searchUnits(tree, request.query.keyword, scope))
  })

  serve(fastify, onlineSendEndpoints.listGroups, { schema: { tags, summary: '我的用户组与共享用户组' } }, async (request) => {
    const user = userOf(request)
    const [rows, scope] = await Promise.all([groupsOf(db, user.accountId), scopeOf(db, user)])
    const groups = rows.map((row) => toGroup(row, user.accountId, scope))
    return ok({
      mine: groups.filter((group) => group.mine || !group.shared),
      shared: groups.filter((group) => group.shared && !group.mine),
    })
  })

  serve(
    fastify,
    onlineSendEndpoints.groupMembers,
    { schema: { tags, summary: '用户组成员（负责人、管理员在前，其余按拼音）' } },
    async (request) => {
      const user = userOf(request)
      const group = await service.visibleGroup(user, request.query.group_code)
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

  serve(fastify, onlineSendEndpoints.createGroup, { schema: { tags, summary: '新建用户组' } }, async (request) => {
    const user = userOf(request)
    const group = await service.createGroup(user, request.body)
    return ok(toGroup(group, user.accountId, await scopeOf(db, user)))
  })

  serve(fastify, onlineSendEndpoints.renameGroup, { schema: { tags, summary: '重命名用户组' } }, async (request) => {
    const user = userOf(request)
    const group = await service.renameGroup(user, request.body.group_code, request.body.name)
    return ok(toGroup(group, user.accountId, await scopeOf(db, user)))
  })

  serve(
    fastify,
    onlineSendEndpoints.addGroupMembers,
    { schema: { tags, summary: '添加用户组成员（负责人、管理员）' } },
    async (request) => {
      const user = userOf(request)
      const group = await service.addGroupMembers(user, request.body.group_code, request.body.accountNames)
      return ok(toGroup(group, user.accountId, await scopeOf(db, user)))
    },
  )

  serve(
    fastify,
    onlineSendEndpoints.removeGroupMembers,
    { schema: { tags, summary: '移除用户组成员（负责人、管理员）' } },
    async (request) => {
      const user = userOf(request)
      const group = await service.removeGroupMembers(user, request.body.group_code, request.body.accountNames)
      return ok(toGroup(group, user.accountId, await scopeOf(db, user)))
    },
  )

  serve(fastify, onlineSendEndpoints.receivedAttachments, { schema: { tags, summary: '收到的在线发送消息的附件' } }, async (request) => {
    const sendId = await sendOfRecord(db, userOf(request).accountId, request.query.recordId)
    if (sendId === undefined) throw notFound('消息不存在或已被撤回')
    return ok(await attachmentsWithGrants(sendId))
  })

  serve(fastify, onlineSendEndpoints.deleteGroup, { schema: { tags, summary: '删除用户组' } }, async (request) => {
    await service.deleteGroup(userOf(request), request.body.group_code)
    return ok(null)
  })

  serve(fastify, onlineSendEndpoints.countRecipients, { schema: { tags, summary: '所选接收人展开去重后的人数' } }, async (request) => {
    const user = userOf(request)
    const [tree, scope] = await Promise.all([loadOrgTree(db), scopeOf(db, user)])
    const checked = await checkRecipients(db, user, scope, tree, request.body.recipients)
    return ok(await countReached(db, checked, tree, user.accountId))
  })

  serve(fastify, onlineSendEndpoints.send, { schema: { tags, summary: '在线发送' } }, async (request) =>
    ok(await service.send(userOf(request), request.body)),
  )

  serve(fastify, onlineSendEndpoints.listSent, { schema: { tags, summary: '已发送' } }, async (request) => {
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

  serve(fastify, onlineSendEndpoints.sentDetail, { schema: { tags, summary: '发送结果：各通道送达、阅读进度' } }, async (request) => {
    const send = await service.ownSend(userOf(request), request.query.id)
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
  })

  serve(fastify, onlineSendEndpoints.sentReaders, { schema: { tags, summary: '已读 / 未读名单' } }, async (request) => {
    const send = await service.ownSend(userOf(request), request.query.id)
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

  serve(fastify, onlineSendEndpoints.remindUnread, { schema: { tags, summary: '提醒未读' } }, async (request) =>
    ok(await service.remind(userOf(request), request.body.id)),
  )

  serve(fastify, onlineSendEndpoints.recall, { schema: { tags, summary: '撤回' } }, async (request) =>
    ok({ recalled: await service.recall(userOf(request), request.body.id) }),
  )
}
export default routes

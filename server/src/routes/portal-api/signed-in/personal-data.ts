import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { personalEndpoints, type PersonInfoCard } from '@contract/personal'
import { badRequest, forbidden, notFound, ok } from '../../../lib/common/api-error'
import { userOf } from '../../../plugins/app/authentication'
import { pageArgs, paginate } from '../../../lib/paginate'
import {
  ecardOf,
  loanOf,
  loansOf,
  mailOf,
  renewLoan,
  researchOf,
  setECardStatus,
  toECard,
  toLoan,
  transactionsOfMonth,
} from '../../../lib/personal/personal-data-repository'
import { WEBMAIL_URL, mailAddressOf } from '../../../lib/personal/mailbox'
import { serve } from '../../../serve-endpoint'

const tags = ['personal-data']
const security = [{ idToken: [] }]

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const now = () => fastify.clock.now()
  // A generated demo person's e-card, loans and mail are made on their first visit (seed/personal.ts).
  fastify.addHook('preHandler', async (request) => {
    if (request.user) await fastify.demoPersonalData(request.user.accountId)
  })

  serve(fastify, personalEndpoints.getMyECard, { schema: { tags, summary: '我的校园卡', security } }, async (request) => {
    const card = await ecardOf(fastify.db, userOf(request).accountId)
    return ok(card ? toECard(card) : null)
  })

  serve(
    fastify,
    personalEndpoints.getECardDataList,
    { schema: { tags, summary: '校园卡交易记录（按月分页）', security } },
    async (request) => {
      const page = pageArgs(request.query)
      const month = await transactionsOfMonth(fastify.db, userOf(request).accountId, request.query.month, page)
      return ok({ ...paginate(month.rows, month.total, page), month: request.query.month, spent: month.spent, toppedUp: month.toppedUp })
    },
  )

  const changeStatus = (to: 'normal' | 'lost') => async (request: FastifyRequest) => {
    const { accountId } = userOf(request)
    const card = await ecardOf(fastify.db, accountId)
    if (!card) throw notFound('您还没有校园卡')
    if (card.status === to) throw badRequest(to === 'lost' ? '校园卡已挂失，无需重复操作' : '校园卡状态正常，无需解挂')
    return ok(toECard((await setECardStatus(fastify.db, accountId, to, now()))!))
  }
  serve(fastify, personalEndpoints.reportLossECard, { schema: { tags, summary: '校园卡挂失', security } }, changeStatus('lost'))
  serve(fastify, personalEndpoints.unfreezeECard, { schema: { tags, summary: '校园卡解挂', security } }, changeStatus('normal'))

  serve(fastify, personalEndpoints.getMyBooks, { schema: { tags, summary: '我的借阅', security } }, async (request) => {
    const loans = await loansOf(fastify.db, userOf(request).accountId, now())
    return ok({
      loans,
      onLoan: loans.length,
      dueSoon: loans.filter((l) => l.dueSoon).length,
      overdue: loans.filter((l) => l.overdue).length,
    })
  })

  serve(
    fastify,
    personalEndpoints.renewBook,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, summary: '续借', security } },
    async (request) => {
      const loan = await loanOf(fastify.db, userOf(request).accountId, request.body.id)
      if (!loan) throw notFound('借阅记录不存在')
      const current = toLoan(loan, now())
      if (current.overdue) throw badRequest('图书已逾期，请先到图书馆归还并缴纳滞纳金')
      if (!current.canRenew) throw badRequest('已达到最大续借次数')
      const renewed = await renewLoan(fastify.db, loan)
      if (!renewed) throw badRequest('续借失败，请刷新后重试')
      return ok(toLoan(renewed, now()), '续借成功')
    },
  )

  serve(fastify, personalEndpoints.getMailbox, { schema: { tags, summary: '我的邮箱', security } }, async (request) => {
    const { accountId } = userOf(request)
    const [mail, address] = await Promise.all([mailOf(fastify.db, accountId, 5), mailAddressOf(fastify.db, accountId)])
    return ok({ address, unread: mail.unread, webmailUrl: WEBMAIL_URL, recent: mail.items })
  })

  serve(fastify, personalEndpoints.getScientificResearch, { schema: { tags, summary: '科研成果（教师）', security } }, async (request) => {
    const user = userOf(request)
    if (user.identityTypeCode !== 'teacher') throw forbidden('科研成果仅对教师开放')
    return ok(await researchOf(fastify.db, user.accountId))
  })

  serve(fastify, personalEndpoints.personInfoCards, { schema: { tags, summary: '个人信息卡片（我的页）', security } }, async (request) => {
    const user = userOf(request)
    const at = now()
    const cards: PersonInfoCard[] = []
    const card = await ecardOf(fastify.db, user.accountId)
    if (card) {
      const view = toECard(card)
      cards.push({
        code: 'ecard',
        title: '校园卡',
        value: view.balance.toFixed(2),
        unit: '元',
        hint: view.status === 'lost' ? '已挂失' : view.lowBalance ? '余额不足' : '余额',
        warn: view.status === 'lost' || view.lowBalance,
      })
    }
    if (user.identityTypeCode === 'guest') return ok(cards)
    const loans = await loansOf(fastify.db, user.accountId, at)
    const overdue = loans.filter((l) => l.overdue).length
    const dueSoon = loans.filter((l) => l.dueSoon).length
    cards.push({
      code: 'books',
      title: '图书借阅',
      value: String(loans.length),
      unit: '本',
      hint: overdue ? `${overdue}本已逾期` : dueSoon ? `${dueSoon}本即将到期` : '在借',
      warn: overdue + dueSoon > 0,
    })
    const mail = await mailOf(fastify.db, user.accountId, 1)
    cards.push({ code: 'mailbox', title: '邮箱', value: String(mail.unread), unit: '封', hint: '未读邮件', warn: false })
    if (user.identityTypeCode === 'teacher') {
      const research = await researchOf(fastify.db, user.accountId)
      cards.push({
        code: 'research',
        title: '科研成果',
        value: String(research.papers.length + research.projects.length),
        unit: '项',
        hint: `论文${research.papers.length} · 项目${research.projects.length}`,
        warn: false,
      })
    }
    return ok(cards)
  })
}

export default routes

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { eq, sql } from 'drizzle-orm'
import { accounts, demoCardTopups } from '../../db/schema/index'
import { cardOf, examsOf, freeClassrooms, gradesOf, loansOf, networkOf, projectsOf, weightedGpa } from '../../lib/demo-apps/demo-data'
import { escapeHtml } from '../../lib/common/html'
import { demoPage, errorPage, table, yuan } from '../../lib/demo-apps/demo-pages'
import { demoTokenVerifier, type DemoUser } from '../../lib/demo-apps/verify-token'

const APPS = {
  grades: '成绩查询',
  exams: '考试安排',
  library: '图书借阅',
  card: '校园卡',
  classrooms: '空闲教室',
  network: '校园网自助',
  research: '科研管理系统',
} as const
type AppName = keyof typeof APPS

/**
 * The demo institution's campus systems, served on this host so every demo service works on a fresh
 * machine. They receive the id token as a third-party system would (query `idToken`), verify it with
 * the portal's published public key and show that user's own data.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const verify = demoTokenVerifier(fastify)
  const html = (reply: import('fastify').FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(body)

  async function render(app: AppName, user: DemoUser, token: string, notice = ''): Promise<string> {
    const [account] = await fastify.db.select({ orgCode: accounts.orgCode }).from(accounts).where(eq(accounts.username, user.username))
    const orgCode = account?.orgCode ?? null
    const now = fastify.clock.now()
    const who = `${user.userName}（${user.username}）`
    switch (app) {
      case 'grades': {
        if (user.identity !== 'student') return demoPage(APPS.grades, who, '<div class="card">教务系统中没有您的学生成绩记录。</div>')
        const grades = gradesOf(user.username, orgCode)
        const summary = `<div class="card"><h2>总体情况</h2><span class="big">${weightedGpa(grades).toFixed(2)}</span> <span class="muted">加权平均绩点 · 已修 ${grades.reduce((s, g) => s + g.credit, 0)} 学分</span></div>`
        const bySemester = [...new Set(grades.map((g) => g.semester))]
          .map(
            (semester) =>
              `<div class="card"><h2>${escapeHtml(semester)}</h2>${table(
                ['课程', '学分', '成绩', '绩点'],
                grades
                  .filter((g) => g.semester === semester)
                  .map((g) => [escapeHtml(g.course), String(g.credit), String(g.score), g.gradePoint.toFixed(1)]),
                [1, 2, 3],
              )}</div>`,
          )
          .join('')
        return demoPage(APPS.grades, who, summary + bySemester)
      }
      case 'exams': {
        const exams = examsOf(user.username, orgCode)
        return demoPage(
          APPS.exams,
          who,
          `<div class="card"><h2>2026-2027 学年第一学期期末考试</h2>${table(
            ['课程', '时间', '考场', '座位'],
            exams.map((e) => [escapeHtml(e.course), e.time, escapeHtml(e.room), String(e.seat)]),
            [3],
          )}</div>`,
        )
      }
      case 'library': {
        const loans = loansOf(user.username, now)
        return demoPage(
          APPS.library,
          who,
          `<div class="card"><h2>在借图书 ${loans.length} 本</h2>${table(
            ['书名', '索书号', '借出', '应还'],
            loans.map((l) => [escapeHtml(l.title), l.callNo, l.borrowed, l.overdue ? `<span class="warn">${l.due} 已超期</span>` : l.due]),
          )}</div>`,
        )
      }
      case 'card': {
        const card = cardOf(user.username, now)
        const topups = await fastify.db
          .select()
          .from(demoCardTopups)
          .where(eq(demoCardTopups.username, user.username))
          .orderBy(sql`${demoCardTopups.createdAt} desc`)
        const balance =
          card.openingCents + card.spending.reduce((s, r) => s + r.amountCents, 0) + topups.reduce((s, t) => s + t.amountCents, 0)
        const records = [
          ...topups.map((t) => ({ time: t.createdAt.toISOString(), place: '在线充值', amountCents: t.amountCents })),
          ...card.spending,
        ].sort((a, b) => b.time.localeCompare(a.time))
        const fmt = (iso: string) => new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }).slice(0, -3)
        return demoPage(
          APPS.card,
          who,
          `${notice}<div class="card"><h2>校园卡余额</h2><span class="big" data-testid="card-balance">¥${yuan(balance)}</span></div>
<div class="card"><h2>在线充值</h2><form method="post" action="/demo-apps/card/topup"><input type="hidden" name="idToken" value="${escapeHtml(token)}"><input name="amount" type="number" min="10" max="500" step="1" required placeholder="10-500"> 元 <button type="submit">充值</button></form><p class="muted">单笔 10-500 元，演示系统不发生真实扣款。</p></div>
<div class="card"><h2>最近记录</h2>${table(
            ['时间', '地点', '金额'],
            records.map((r) => [
              fmt(r.time),
              escapeHtml(r.place),
              `<span class="${r.amountCents > 0 ? 'ok' : ''}">${r.amountCents > 0 ? '+' : ''}${yuan(r.amountCents)}</span>`,
            ]),
            [2],
          )}</div>`,
        )
      }
      case 'classrooms': {
        const day = now.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' })
        return demoPage(
          APPS.classrooms,
          who,
          `<div class="card"><h2>${day} 空闲教室</h2>${table(
            ['时段', '空闲教室'],
            freeClassrooms(day).map((p) => [p.period, p.rooms.map(escapeHtml).join('、') || '无']),
          )}</div>`,
        )
      }
      case 'network': {
        const net = networkOf(user.username)
        return demoPage(
          APPS.network,
          who,
          `<div class="card"><h2>上网账号 ${escapeHtml(user.username)}</h2><p>${escapeHtml(net.plan)}</p><span class="big">${net.usedGb} GB</span> <span class="muted">本月已用 / ${net.quotaGb} GB · 账户余额 ¥${yuan(net.balanceCents)}</span></div>
<div class="card"><h2>在线设备</h2>${table(
            ['设备', 'IP 地址', '上线时间'],
            net.devices.map((d) => [escapeHtml(d.name), d.ip, d.since]),
          )}</div>`,
        )
      }
      case 'research': {
        if (user.identity !== 'teacher' && user.identity !== 'admin')
          return demoPage(APPS.research, who, '<div class="card">科研管理系统仅对教职工开放。</div>')
        return demoPage(
          APPS.research,
          who,
          `<div class="card"><h2>我的科研项目</h2>${table(
            ['项目', '类别', '经费（万元）', '状态'],
            projectsOf(user.username).map((p) => [escapeHtml(p.title), p.kind, String(p.fundsWan), p.status]),
            [2],
          )}</div>`,
        )
      }
    }
  }

  fastify.get(
    '/:app',
    {
      schema: {
        hide: true,
        params: Type.Object({ app: Type.String() }),
        querystring: Type.Object({ idToken: Type.Optional(Type.String({ maxLength: 4000 })), done: Type.Optional(Type.String()) }),
      },
    },
    async (request, reply) => {
      const app = request.params.app as AppName
      if (!(app in APPS)) return html(reply, 404, errorPage('演示系统', '没有这个演示应用。'))
      const user = await verify(request.query.idToken)
      if (!user) return html(reply, 401, errorPage(APPS[app], '没有收到有效的身份令牌，请从掌上校园的服务中心打开本应用。'))
      const notice = request.query.done ? `<div class="card ok">充值成功 ¥${escapeHtml(request.query.done)}</div>` : ''
      return html(reply, 200, await render(app, user, request.query.idToken!, notice))
    },
  )

  fastify.post(
    '/card/topup',
    { schema: { hide: true, body: Type.Object({ idToken: Type.String({ maxLength: 4000 }), amount: Type.String({ maxLength: 10 }) }) } },
    async (request, reply) => {
      const user = await verify(request.body.idToken)
      if (!user) return html(reply, 401, errorPage(APPS.card, '身份令牌无效或已过期，请从掌上校园重新打开。'))
      const amount = Number(request.body.amount)
      if (!Number.isInteger(amount) || amount < 10 || amount > 500) {
        return html(
          reply,
          400,
          await render('card', user, request.body.idToken, '<div class="card warn">充值金额须为 10-500 元的整数</div>'),
        )
      }
      await fastify.db.insert(demoCardTopups).values({ username: user.username, amountCents: amount * 100 })
      return reply.redirect(`/demo-apps/card?idToken=${encodeURIComponent(request.body.idToken)}&done=${amount}`, 303)
    },
  )
}

export default routes

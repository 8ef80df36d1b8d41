import { eq, sql } from 'drizzle-orm'
import type { Database } from '../client'
import { cmsArticles, cmsColumns, cmsFloatingBoxes, cmsMarquees, cmsPopups, cmsSlides, services } from '../schema/index'
import { cmsImage, SLIDES } from '../../lib/cms/cms-images'
import { sanitizeRichText, plainText } from '../../lib/cms/cms-sanitize'
import { COLUMNS, type ArticleSeed } from './cms-articles'

/** Demo video (H.264 MP4 recorded from a canvas with Chromium's MediaRecorder: server/assets/cms/make-video.mjs). */
export const DEMO_VIDEO = '/portal-api/v1/cms/media/campus-autumn.mp4'

const DAY = 24 * 3600 * 1000

/** An article's own text with its own figure (figure-<column>-<index>, drawn with its title). */
function articleHtml(c: number, article: ArticleSeed, index: number): string {
  const [first, second] = article.more
  return sanitizeRichText(
    [
      `<p><strong>${article.lead}</strong></p>`,
      `<p>${first}</p>`,
      `<p style="text-align:center"><img src="${cmsImage(`figure-${c}-${index}`)}" alt="${article.title}" width="100%"></p>`,
      `<p>${second}</p>`,
      `<p style="text-align:right">（供稿：${article.dept}　审核：党委宣传部）</p>`,
    ].join(''),
  )
}

/** Seeds columns, articles, slideshow, marquee, pop-up, floating box and the recommended services (idempotent). */
export async function seedCms(db: Database, now = new Date()): Promise<void> {
  await db
    .insert(cmsColumns)
    .values(COLUMNS.map((column, index) => ({ columnCode: column.code, name: column.name, sort: index + 1 })))
    .onConflictDoNothing({ target: cmsColumns.columnCode })
  const columnRows = await db.select().from(cmsColumns)
  const columnId = new Map(columnRows.map((row) => [row.columnCode, row.id]))

  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(cmsArticles)
  if (count === 0) {
    const rows: Array<typeof cmsArticles.$inferInsert> = []
    COLUMNS.forEach((column, c) => {
      column.articles.forEach((article, i) => {
        // Spread over the last 60 days, newest first in each column, at office hours.
        const release = new Date(now.getTime() - (i * 3.7 + c * 0.4 + 0.1) * DAY)
        release.setUTCHours(1 + ((i * 5 + c) % 8), (i * 17) % 60, 0, 0)
        if (release > now) release.setTime(release.getTime() - DAY)
        const motif = column.motifs[i % column.motifs.length]!
        const isVideo = column.code === 'xysh' && article.title.startsWith('视频')
        const isGallery = column.code === 'xysh' && i === 0
        const content = articleHtml(c, article, i)
        rows.push({
          columnId: columnId.get(column.code)!,
          title: article.title,
          // every third article of 通知公告 has no cover (text-only notices)
          titleImage: column.code === 'tzgg' && i % 3 === 2 ? '' : cmsImage(`cover-${column.palette}-${motif}`),
          summary: plainText(`${article.lead}${article.more[0]}`, 80),
          content: isVideo
            ? sanitizeRichText(
                `<p>${article.lead}</p><video src="${DEMO_VIDEO}" poster="${cmsImage('cover-green-leaf')}" controls></video><p>${article.more[0]}</p><p>${article.more[1]}</p>`,
              )
            : content,
          releaseDeptName: article.dept,
          releaseStartTime: release,
          readCount: 40 + ((i * 97 + c * 31) % 1800),
          mediaType: isVideo ? 'video' : isGallery ? 'gallery' : 'article',
          videoUrl: isVideo ? DEMO_VIDEO : '',
          poster: isVideo ? cmsImage('cover-green-leaf') : '',
          images: isGallery ? ['inline-amber-leaf', 'inline-green-leaf', 'inline-red-leaf', 'inline-teal-building'].map(cmsImage) : [],
          url: column.code === 'xxyw' && i === 2 ? 'https://www.moe.gov.cn/' : '',
          status: 'published',
        })
      })
    })
    // A draft that must never be listed or opened.
    rows.push({
      columnId: columnId.get('tzgg')!,
      title: '（草稿）关于寒假离校安排的通知',
      summary: '草稿，尚未发布',
      content: '<p>草稿内容</p>',
      releaseDeptName: '学生工作部',
      releaseStartTime: now,
      status: 'draft',
    })
    await db.insert(cmsArticles).values(rows)
  }

  const articleId = async (title: string): Promise<{ id: number; columnId: number } | undefined> =>
    (
      await db.select({ id: cmsArticles.id, columnId: cmsArticles.columnId }).from(cmsArticles).where(eq(cmsArticles.title, title)).limit(1)
    )[0]
  const detailLink = (article: { id: number; columnId: number } | undefined) =>
    article ? `/pagesA/news/detail?id=${article.id}&columnId=${article.columnId}` : ''

  if ((await db.select({ id: cmsSlides.id }).from(cmsSlides).limit(1)).length === 0) {
    const targets = [
      '学校举行 2026 级新生开学典礼',
      '我校团队在《自然·通讯》发表新型储能材料研究成果',
      '秋季运动会圆满闭幕 多项校纪录被打破',
      '“一二·九”合唱比赛唱响青春旋律',
    ]
    const slides = []
    for (const [index, slide] of SLIDES.entries()) {
      const article = await articleId(targets[index]!)
      slides.push({
        image: cmsImage(`slide-${index}`),
        title: slide.title,
        link: detailLink(article),
        contentId: article?.id ?? null,
        sort: index + 1,
      })
    }
    await db.insert(cmsSlides).values(slides)
  }

  if ((await db.select({ id: cmsMarquees.id }).from(cmsMarquees).limit(1)).length === 0) {
    const notices = ['关于校园网络系统升级维护的通知', '关于 2026 年元旦放假安排的通知', '关于举办 2026 年冬季校园招聘会的通知']
    const marquees = []
    for (const [index, title] of notices.entries()) {
      const article = await articleId(title)
      marquees.push({ title, link: detailLink(article), contentId: article?.id ?? null, sort: index + 1 })
    }
    await db.insert(cmsMarquees).values(marquees)
  }

  if ((await db.select({ id: cmsPopups.id }).from(cmsPopups).limit(1)).length === 0) {
    const guide = await articleId('关于新生入学指南及报到流程的通知')
    await db.insert(cmsPopups).values({
      mediaType: 'image',
      image: cmsImage('popup-1'),
      title: '欢迎 2026 级新同学',
      link: detailLink(guide),
      startTime: new Date(now.getTime() - 30 * DAY),
      endTime: new Date(now.getTime() + 365 * DAY),
    })
  }

  if ((await db.select({ id: cmsFloatingBoxes.id }).from(cmsFloatingBoxes).limit(1)).length === 0) {
    await db.insert(cmsFloatingBoxes).values({
      title: '迎新专区',
      iconUrl: cmsImage('float-1'),
      // Opens the portal's own 通知公告 list signed in: the entry page accepts the token as `idToken`.
      visitedUrl: '/pagesA/news/news?columnCode=tzgg&idToken={idToken}',
    })
  }

  await db
    .insert(services)
    .values(
      SERVICES.map((service, index) => ({
        ...service,
        serviceNo: `FW${String(index + 1).padStart(4, '0')}`,
        cardImage: cmsImage(`service-${index}`),
        iconUrl: cmsImage(`service-${index}`),
        title: service.serviceName,
        forceRecommend: true,
        sort: index + 1,
      })),
    )
    .onConflictDoNothing({ target: services.serviceNo })
}

type ServiceSeed = Pick<
  typeof services.$inferInsert,
  | 'serviceName'
  | 'runTime'
  | 'contactInformation'
  | 'serviceType'
  | 'serviceSource'
  | 'loadPath'
  | 'engineType'
  | 'appId'
  | 'path'
  | 'tokenTransType'
  | 'appType'
  | 'desc'
>

const SERVICES: ServiceSeed[] = [
  {
    serviceName: '课表查询',
    serviceType: '教务服务',
    serviceSource: '教务处',
    runTime: '全天',
    contactInformation: '0571-8888 6101',
    loadPath: '/pages/tab/schedule/schedule',
    engineType: 'native',
    appId: '',
    path: '',
    tokenTransType: 'none',
    appType: 'page',
    desc: '查看本学期课程安排、上课地点与任课教师。',
  },
  {
    serviceName: '成绩查询',
    serviceType: '教务服务',
    serviceSource: '教务处',
    runTime: '全天',
    contactInformation: '0571-8888 6101',
    loadPath: 'https://jw.campus.edu.cn/score/mobile',
    engineType: 'h5',
    appId: '',
    path: '',
    tokenTransType: 'url',
    appType: 'h5',
    desc: '查询历年课程成绩、学分绩点及排名。',
  },
  {
    serviceName: '图书借阅',
    serviceType: '图书服务',
    serviceSource: '图书馆',
    runTime: '周一至周日 8:00-22:00',
    contactInformation: '0571-8888 6200',
    loadPath: 'https://lib.campus.edu.cn/m/loan',
    engineType: 'h5',
    appId: '',
    path: '',
    tokenTransType: 'header',
    appType: 'h5',
    desc: '图书检索、借阅续借与预约到馆提醒。',
  },
  {
    serviceName: '校园卡充值',
    serviceType: '生活服务',
    serviceSource: '财务处',
    runTime: '全天（23:30-0:30 系统对账暂停）',
    contactInformation: '0571-8888 6300',
    loadPath: 'https://pay.campus.edu.cn/ecard/recharge',
    engineType: 'h5',
    appId: '',
    path: '',
    tokenTransType: 'url',
    appType: 'h5',
    desc: '校园一卡通在线充值、消费明细与挂失。',
  },
  {
    serviceName: '校园网自助',
    serviceType: '网络服务',
    serviceSource: '信息化建设与管理处',
    runTime: '工作日 8:30-17:00',
    contactInformation: '0571-8888 6400',
    loadPath: 'https://net.campus.edu.cn/self',
    engineType: 'h5',
    appId: '',
    path: '',
    tokenTransType: 'url',
    appType: 'h5',
    desc: '校园网账号开通、套餐变更、在线设备管理。',
  },
  {
    serviceName: '宿舍报修',
    serviceType: '后勤服务',
    serviceSource: '后勤保障处',
    runTime: '全天受理，工作日 8:00-18:00 上门',
    contactInformation: '0571-8888 6500',
    loadPath: '',
    engineType: 'weapp',
    appId: 'wx1a2b3c4d5e6f7081',
    path: 'pages/repair/index',
    tokenTransType: 'none',
    appType: 'weapp',
    desc: '水电、门窗、家具等宿舍设施在线报修与进度查询。',
  },
  {
    serviceName: '请假申请',
    serviceType: '学工服务',
    serviceSource: '学生工作部',
    runTime: '全天',
    contactInformation: '0571-8888 6600',
    loadPath: 'https://xg.campus.edu.cn/leave/apply',
    engineType: 'h5',
    appId: '',
    path: '',
    tokenTransType: 'header',
    appType: 'h5',
    desc: '学生事假、病假在线申请与销假，辅导员线上审批。',
  },
  {
    serviceName: '空闲教室',
    serviceType: '教务服务',
    serviceSource: '教务处',
    runTime: '全天',
    contactInformation: '0571-8888 6101',
    loadPath: 'https://jw.campus.edu.cn/classroom/free',
    engineType: 'h5',
    appId: '',
    path: '',
    tokenTransType: 'url',
    appType: 'h5',
    desc: '按楼宇和节次查询当前空闲教室，方便自习。',
  },
  {
    serviceName: '校医院预约',
    serviceType: '医疗服务',
    serviceSource: '校医院',
    runTime: '周一至周五 8:00-11:30，13:30-17:00',
    contactInformation: '0571-8888 6120',
    loadPath: 'https://hospital.campus.edu.cn/m/booking',
    engineType: 'h5',
    appId: '',
    path: '',
    tokenTransType: 'url',
    appType: 'h5',
    desc: '门诊预约挂号、体检预约与报告查询。',
  },
  {
    serviceName: '在读证明',
    serviceType: '证明办理',
    serviceSource: '学生工作部',
    runTime: '全天自助打印',
    contactInformation: '0571-8888 6600',
    loadPath: 'https://ehall.campus.edu.cn/proof/enrollment',
    engineType: 'h5',
    appId: '',
    path: '',
    tokenTransType: 'url',
    appType: 'h5',
    desc: '在线申请中英文在读证明，电子签章，可自助打印。',
  },
]

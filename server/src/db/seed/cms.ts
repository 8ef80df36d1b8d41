import { eq, sql } from 'drizzle-orm'
import type { Database } from '../client'
import { cmsArticles, cmsColumns, cmsFloatingBoxes, cmsMarquees, cmsPopups, cmsSlides, services } from '../schema/index'
import { cmsImage, MOTIF_NAMES, PALETTES, SLIDES, type Palette } from '../../lib/cms/cms-images'
import { sanitizeRichText, plainText } from '../../lib/cms/cms-sanitize'

/** Demo video (H.264 MP4 recorded from a canvas with Chromium's MediaRecorder: server/assets/cms/make-video.mjs). */
export const DEMO_VIDEO = '/portal-api/v1/cms/media/campus-autumn.mp4'

interface ArticleSeed { title: string, dept: string, lead: string }
interface ColumnSeed { code: string, name: string, palette: Palette, motifs: string[], articles: ArticleSeed[], body: string[] }

const COLUMNS: ColumnSeed[] = [
  {
    code: 'xxyw',
    name: '学校要闻',
    palette: 'red',
    motifs: ['building', 'cap', 'globe', 'trophy'],
    body: [
      '学校党委书记、校长出席并讲话，相关职能部处负责人、各学院师生代表参加。',
      '会议强调，要坚持立德树人根本任务，持续深化教育教学改革，以高质量发展为主线，推动学校各项事业再上新台阶。',
      '与会人员围绕人才培养、科学研究、社会服务等方面深入交流，提出了许多具有建设性的意见和建议。',
      '下一步，学校将认真梳理会议成果，细化工作举措，明确责任分工，确保各项任务落地见效。',
    ],
    articles: [
      { title: '学校召开 2026—2027 学年秋季学期工作部署会', dept: '党委办公室', lead: '11 月 20 日上午，学校在行政楼第一会议室召开秋季学期工作部署会。' },
      { title: '我校 12 个专业入选国家级一流本科专业建设点', dept: '教务处', lead: '教育部近日公布年度一流本科专业建设点名单，我校 12 个专业榜上有名。' },
      { title: '学校与市人民政府签署全面战略合作协议', dept: '发展规划处', lead: '双方将在产业创新、人才引育、智库建设等领域开展深度合作。' },
      { title: '我校获批 3 项国家重点研发计划项目', dept: '科学技术研究院', lead: '项目涵盖新材料、智能制造与生态环境三个方向，总经费逾 6000 万元。' },
      { title: '第十五届教职工代表大会暨工会会员代表大会胜利闭幕', dept: '校工会', lead: '大会审议通过了学校年度工作报告和财务工作报告。' },
      { title: '学校举行 2026 级新生开学典礼', dept: '学生工作部', lead: '来自全国 31 个省区市的 6800 余名新生齐聚东区体育馆，开启大学生活。' },
      { title: '我校学子在全国大学生数学建模竞赛中获佳绩', dept: '教务处', lead: '我校 26 支参赛队伍共获国家一等奖 3 项、二等奖 7 项。' },
      { title: '学校召开新一轮学科建设推进会', dept: '学科建设办公室', lead: '会议总结了“双一流”建设周期的主要成效，部署下一阶段重点任务。' },
      { title: '我校教师荣获全国高校青年教师教学竞赛一等奖', dept: '教师发展中心', lead: '经过层层选拔，我校青年教师在决赛中脱颖而出。' },
      { title: '学校举办国际合作与交流工作会议', dept: '国际合作与交流处', lead: '来自 15 个国家和地区的合作院校代表以线上线下方式参会。' },
      { title: '我校新增两个博士学位授权一级学科', dept: '研究生院', lead: '国务院学位委员会近日下发通知，我校新增博士学位授权一级学科 2 个。' },
      { title: '学校开展校领导接待日活动倾听师生心声', dept: '校长办公室', lead: '校领导与 40 余名师生代表面对面交流，现场解答问题 30 余个。' },
      { title: '我校图书馆新馆正式启用', dept: '图书馆', lead: '新馆建筑面积 4.2 万平方米，提供阅览座位 3600 个。' },
      { title: '学校举行庆祝第 42 个教师节暨表彰大会', dept: '人事处', lead: '大会表彰了年度优秀教师、优秀教育工作者和教书育人楷模。' },
      { title: '我校在全国高校就业工作评估中获评优秀', dept: '招生就业处', lead: '2026 届毕业生去向落实率达 93.6%，再创历史新高。' },
      { title: '学校召开安全稳定工作专题会议', dept: '保卫处', lead: '会议对校园消防、交通、食品和网络安全工作进行了全面部署。' },
    ],
  },
  {
    code: 'tzgg',
    name: '通知公告',
    palette: 'blue',
    motifs: ['bell', 'book', 'building', 'globe'],
    body: [
      '请各单位高度重视，认真组织，按时完成相关工作，并将材料报送至指定邮箱。',
      '具体安排如下：一、时间安排以本通知为准；二、请相关人员提前做好准备；三、如遇特殊情况，请及时与联系人沟通。',
      '联系人：王老师，联系电话：0571-8888 6000（工作日 8:30-17:00）。',
      '特此通知。',
    ],
    articles: [
      { title: '关于 2026 年元旦放假安排的通知', dept: '校长办公室', lead: '根据国务院办公厅通知精神，结合学校实际，现将元旦放假安排通知如下。' },
      { title: '关于开展 2026—2027 学年国家奖学金评审工作的通知', dept: '学生资助管理中心', lead: '为做好本学年国家奖学金评审工作，现将有关事项通知如下。' },
      { title: '关于校园网络系统升级维护的通知', dept: '信息化建设与管理处', lead: '11 月 29 日 0:00—6:00 校园网核心设备升级，期间网络服务将中断。' },
      { title: '关于 2027 届毕业生学位论文开题工作的通知', dept: '研究生院', lead: '请各培养单位于 12 月 20 日前完成开题报告审核。' },
      { title: '关于东区教学楼电梯停用检修的通知', dept: '后勤保障处', lead: '东区第三教学楼 2 号电梯于 11 月 24 日至 26 日停用检修。' },
      { title: '关于申报 2027 年度国家自然科学基金项目的通知', dept: '科学技术研究院', lead: '校内申报截止时间为 2027 年 3 月 5 日，请申请人提前准备。' },
      { title: '关于开展秋季学期教学检查的通知', dept: '教务处', lead: '第 12 周至第 13 周开展期中教学检查，重点检查课堂教学秩序。' },
      { title: '关于举办 2026 年冬季校园招聘会的通知', dept: '招生就业处', lead: '12 月 6 日在东区体育馆举办，预计 300 余家用人单位参会。' },
      { title: '关于校园一卡通系统切换的通知', dept: '财务处', lead: '新一卡通系统将于 12 月 1 日上线，旧卡可继续使用至学期末。' },
      { title: '关于做好冬季校园消防安全工作的通知', dept: '保卫处', lead: '严禁在宿舍使用大功率电器，严禁私拉乱接电线。' },
      { title: '关于图书馆延长期末开放时间的通知', dept: '图书馆', lead: '第 16 周至第 19 周，图书馆自习区开放至 23:30。' },
      { title: '关于 2026 年大学英语四六级考试报名的通知', dept: '教务处', lead: '报名时间为 9 月 15 日至 9 月 25 日，考试时间为 12 月 13 日。' },
      { title: '关于开展学生宿舍安全卫生检查的通知', dept: '学生工作部', lead: '检查时间为每月第二周周三，请同学们保持宿舍整洁。' },
      { title: '关于公布 2026 年校级教学成果奖评审结果的通知', dept: '教务处', lead: '经专家评审和公示，共评出特等奖 2 项、一等奖 10 项。' },
      { title: '关于北区食堂临时调整营业时间的通知', dept: '后勤保障处', lead: '因设备改造，北区食堂二楼 11 月 25 日起暂停晚餐供应一周。' },
      { title: '关于新生入学指南及报到流程的通知', dept: '学生工作部', lead: '欢迎 2026 级新同学！请按照以下流程完成报到手续。' },
    ],
  },
  {
    code: 'xsdt',
    name: '学术动态',
    palette: 'purple',
    motifs: ['flask', 'book', 'globe', 'cap'],
    body: [
      '报告会由学院院长主持，校内外 200 余名师生到场聆听。',
      '报告人结合自身研究经历，深入浅出地介绍了该领域的前沿进展、关键科学问题及未来发展趋势。',
      '在互动环节，报告人与师生就研究方法、学术写作和青年学者成长等问题进行了热烈讨论。',
      '本次活动是学校“学术前沿系列讲座”的重要组成部分，旨在营造浓厚的学术氛围。',
    ],
    articles: [
      { title: '中国科学院院士来校作“人工智能与科学发现”学术报告', dept: '计算机学院', lead: '报告围绕人工智能驱动的科学研究新范式展开。' },
      { title: '我校团队在《自然·通讯》发表新型储能材料研究成果', dept: '材料科学与工程学院', lead: '研究揭示了高容量电极材料的结构演化机制。' },
      { title: '第三届长三角生态环境论坛在我校举行', dept: '环境学院', lead: '来自 30 余所高校和科研院所的 300 余名专家学者参会。' },
      { title: '经济学院举办“数字经济与高质量发展”高端论坛', dept: '经济学院', lead: '论坛聚焦数字经济发展新趋势与政策设计。' },
      { title: '我校学者在量子信息领域取得重要进展', dept: '物理学院', lead: '团队实现了多光子纠缠态的高保真度制备。' },
      { title: '人文学院举办“典籍与文明”系列讲座第十讲', dept: '人文学院', lead: '主讲人以《诗经》为例，解读中华文明的早期精神世界。' },
      { title: '我校获批省部级重点实验室 1 个', dept: '科学技术研究院', lead: '实验室将聚焦智能感知与先进控制方向开展攻关。' },
      { title: '生命科学学院学术沙龙探讨基因编辑伦理', dept: '生命科学学院', lead: '沙龙邀请了生物学、哲学和法学领域的学者共同讨论。' },
      { title: '国际数学家来校开展为期两周的学术访问', dept: '数学科学学院', lead: '访问期间开设短期课程“代数几何导论”。' },
      { title: '我校研究生在国际计算机视觉会议上发表论文 8 篇', dept: '研究生院', lead: '论文涉及三维重建、视频理解与多模态学习等方向。' },
      { title: '马克思主义学院举办理论宣讲骨干培训班', dept: '马克思主义学院', lead: '培训采用专题讲授、分组研讨与现场教学相结合的方式。' },
      { title: '我校召开哲学社会科学繁荣发展大会', dept: '社会科学处', lead: '大会发布了学校哲学社会科学高质量发展行动计划。' },
      { title: '化学学院“催化前沿”青年学者论坛成功举办', dept: '化学学院', lead: '12 位海内外青年学者分享了最新研究进展。' },
      { title: '我校团队研发的智能巡检机器人通过鉴定', dept: '机械工程学院', lead: '鉴定委员会认为该成果总体达到国内领先水平。' },
      { title: '外国语学院举办翻译与跨文化传播研讨会', dept: '外国语学院', lead: '研讨会围绕中国故事的国际表达展开深入交流。' },
      { title: '学校启动 2027 年度校级科研创新团队遴选', dept: '科学技术研究院', lead: '重点支持交叉学科方向的青年科研团队。' },
    ],
  },
  {
    code: 'xysh',
    name: '校园生活',
    palette: 'green',
    motifs: ['leaf', 'music', 'run', 'trophy'],
    body: [
      '活动吸引了全校各学院近千名同学参与，现场气氛热烈。',
      '同学们纷纷表示，这样的活动既丰富了课余生活，也增进了彼此之间的交流与友谊。',
      '主办方表示，将继续打造更多贴近学生需求的校园文化品牌活动，营造健康向上的校园氛围。',
      '更多活动信息请关注学校官方微信公众号和校园门户。',
    ],
    articles: [
      { title: '秋日校园：银杏大道迎来最美观赏期', dept: '党委宣传部', lead: '随着气温下降，校园银杏大道一片金黄，吸引众多师生驻足拍照。' },
      { title: '第二十届校园文化艺术节开幕', dept: '校团委', lead: '艺术节为期一个月，包括戏剧、音乐、书画等 30 余项活动。' },
      { title: '“光盘行动”倡议活动在各食堂展开', dept: '后勤保障处', lead: '学生志愿者在食堂门口向同学们发放节约粮食倡议书。' },
      { title: '我校学生社团招新季火热进行', dept: '校团委', lead: '120 余个学生社团在中心广场集中招新，吸引大批新生。' },
      { title: '校园马拉松鸣枪开跑 2000 余名师生参赛', dept: '体育部', lead: '赛事设置全程 10 公里和欢乐跑 3 公里两个项目。' },
      { title: '图书馆“阅读马拉松”活动圆满落幕', dept: '图书馆', lead: '参赛同学在 6 小时内完成指定书目阅读并提交读书笔记。' },
      { title: '心理健康月系列活动温暖开启', dept: '心理健康教育中心', lead: '活动包括团体辅导、心理电影展播和减压工作坊。' },
      { title: '宿舍文化节评选出“十佳文明宿舍”', dept: '学生工作部', lead: '评选从宿舍卫生、文化氛围和学风建设等方面综合考量。' },
      { title: '志愿者服务队走进社区开展义务支教', dept: '校团委', lead: '志愿者为社区儿童开设了科学实验、绘画和英语课程。' },
      { title: '校园歌手大赛决赛精彩上演', dept: '校团委', lead: '12 名选手同台竞技，为观众奉献了一场视听盛宴。' },
      { title: '新生军训汇报表演暨总结大会举行', dept: '武装部', lead: '经过两周训练，新生们以整齐的方阵展示了训练成果。' },
      { title: '校园美食节邀你品尝各地特色风味', dept: '后勤保障处', lead: '美食节汇集了来自全国各地的 40 余种特色小吃。' },
      { title: '“一二·九”合唱比赛唱响青春旋律', dept: '校团委', lead: '各学院合唱队以饱满的热情演绎经典红色歌曲。' },
      { title: '学生创业市集开张 展示创新创业成果', dept: '创新创业学院', lead: '30 余个学生创业团队带来了文创产品和科技作品。' },
      { title: '秋季运动会圆满闭幕 多项校纪录被打破', dept: '体育部', lead: '本届运动会共有 3 项校纪录被刷新。' },
      { title: '视频：秋色里的校园', dept: '党委宣传部', lead: '用一分钟的镜头，记录校园里的秋天。' },
    ],
  },
]

const DAY = 24 * 3600 * 1000

function articleHtml (column: ColumnSeed, article: ArticleSeed, index: number): string {
  const palette = (Object.keys(PALETTES) as Palette[])[(index + column.code.length) % 6]!
  const motif = column.motifs[(index + 1) % column.motifs.length]!
  const paragraphs = column.body.map((text, i) => `<p>${i === 1 ? text.replace('。', `（${article.dept}）。`) : text}</p>`)
  return sanitizeRichText([
    `<p><strong>${article.lead}</strong></p>`,
    paragraphs[0],
    `<p style="text-align:center"><img src="${cmsImage(`inline-${palette}-${motif}`)}" alt="${article.title}" width="100%"></p>`,
    paragraphs[1],
    index % 4 === 0 ? `<blockquote>${article.title}——${article.dept}供稿</blockquote>` : '',
    paragraphs[2],
    paragraphs[3],
    `<p style="text-align:right">（供稿：${article.dept}　审核：党委宣传部）</p>`,
  ].join(''))
}

/** Seeds columns, articles, slideshow, marquee, pop-up, floating box and the recommended services (idempotent). */
export async function seedCms (db: Database, now = new Date()): Promise<void> {
  await db.insert(cmsColumns).values(COLUMNS.map((column, index) => ({ columnCode: column.code, name: column.name, sort: index + 1 })))
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
        const content = articleHtml(column, article, i)
        rows.push({
          columnId: columnId.get(column.code)!,
          title: article.title,
          // every third article of 通知公告 has no cover (text-only notices)
          titleImage: column.code === 'tzgg' && i % 3 === 2 ? '' : cmsImage(`cover-${column.palette}-${motif}`),
          summary: plainText(`${article.lead}${column.body[0]}`, 80),
          content: isVideo
            ? sanitizeRichText(`<p>${article.lead}</p><video src="${DEMO_VIDEO}" poster="${cmsImage('cover-green-leaf')}" controls></video><p>${column.body[2]}</p>`)
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

  const articleId = async (title: string): Promise<{ id: number, columnId: number } | undefined> =>
    (await db.select({ id: cmsArticles.id, columnId: cmsArticles.columnId }).from(cmsArticles).where(eq(cmsArticles.title, title)).limit(1))[0]
  const detailLink = (article: { id: number, columnId: number } | undefined) => article ? `/pagesA/news/detail?id=${article.id}&columnId=${article.columnId}` : ''

  if ((await db.select({ id: cmsSlides.id }).from(cmsSlides).limit(1)).length === 0) {
    const targets = ['学校举行 2026 级新生开学典礼', '我校团队在《自然·通讯》发表新型储能材料研究成果', '秋季运动会圆满闭幕 多项校纪录被打破', '“一二·九”合唱比赛唱响青春旋律']
    const slides = []
    for (const [index, slide] of SLIDES.entries()) {
      const article = await articleId(targets[index]!)
      slides.push({ image: cmsImage(`slide-${index}`), title: slide.title, link: detailLink(article), contentId: article?.id ?? null, sort: index + 1 })
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

  await db.insert(services).values(SERVICES.map((service, index) => ({
    ...service,
    serviceNo: `FW${String(index + 1).padStart(4, '0')}`,
    cardImage: cmsImage(`service-${index}`),
    iconUrl: cmsImage(`service-${index}`),
    title: service.serviceName,
    forceRecommend: true,
    sort: index + 1,
  }))).onConflictDoNothing({ target: services.serviceNo })
}

type ServiceSeed = Pick<typeof services.$inferInsert, 'serviceName' | 'runTime' | 'contactInformation' | 'serviceType' | 'serviceSource'
  | 'loadPath' | 'engineType' | 'appId' | 'path' | 'tokenTransType' | 'appType' | 'desc'>

const SERVICES: ServiceSeed[] = [
  { serviceName: '课表查询', serviceType: '教务服务', serviceSource: '教务处', runTime: '全天', contactInformation: '0571-8888 6101', loadPath: '/pages/tab/schedule/schedule', engineType: 'native', appId: '', path: '', tokenTransType: 'none', appType: 'page', desc: '查看本学期课程安排、上课地点与任课教师。' },
  { serviceName: '成绩查询', serviceType: '教务服务', serviceSource: '教务处', runTime: '全天', contactInformation: '0571-8888 6101', loadPath: 'https://jw.campus.edu.cn/score/mobile', engineType: 'h5', appId: '', path: '', tokenTransType: 'url', appType: 'h5', desc: '查询历年课程成绩、学分绩点及排名。' },
  { serviceName: '图书借阅', serviceType: '图书服务', serviceSource: '图书馆', runTime: '周一至周日 8:00-22:00', contactInformation: '0571-8888 6200', loadPath: 'https://lib.campus.edu.cn/m/loan', engineType: 'h5', appId: '', path: '', tokenTransType: 'header', appType: 'h5', desc: '图书检索、借阅续借与预约到馆提醒。' },
  { serviceName: '校园卡充值', serviceType: '生活服务', serviceSource: '财务处', runTime: '全天（23:30-0:30 系统对账暂停）', contactInformation: '0571-8888 6300', loadPath: 'https://pay.campus.edu.cn/ecard/recharge', engineType: 'h5', appId: '', path: '', tokenTransType: 'url', appType: 'h5', desc: '校园一卡通在线充值、消费明细与挂失。' },
  { serviceName: '校园网自助', serviceType: '网络服务', serviceSource: '信息化建设与管理处', runTime: '工作日 8:30-17:00', contactInformation: '0571-8888 6400', loadPath: 'https://net.campus.edu.cn/self', engineType: 'h5', appId: '', path: '', tokenTransType: 'url', appType: 'h5', desc: '校园网账号开通、套餐变更、在线设备管理。' },
  { serviceName: '宿舍报修', serviceType: '后勤服务', serviceSource: '后勤保障处', runTime: '全天受理，工作日 8:00-18:00 上门', contactInformation: '0571-8888 6500', loadPath: '', engineType: 'weapp', appId: 'wx1a2b3c4d5e6f7081', path: 'pages/repair/index', tokenTransType: 'none', appType: 'weapp', desc: '水电、门窗、家具等宿舍设施在线报修与进度查询。' },
  { serviceName: '请假申请', serviceType: '学工服务', serviceSource: '学生工作部', runTime: '全天', contactInformation: '0571-8888 6600', loadPath: 'https://xg.campus.edu.cn/leave/apply', engineType: 'h5', appId: '', path: '', tokenTransType: 'header', appType: 'h5', desc: '学生事假、病假在线申请与销假，辅导员线上审批。' },
  { serviceName: '空闲教室', serviceType: '教务服务', serviceSource: '教务处', runTime: '全天', contactInformation: '0571-8888 6101', loadPath: 'https://jw.campus.edu.cn/classroom/free', engineType: 'h5', appId: '', path: '', tokenTransType: 'url', appType: 'h5', desc: '按楼宇和节次查询当前空闲教室，方便自习。' },
  { serviceName: '校医院预约', serviceType: '医疗服务', serviceSource: '校医院', runTime: '周一至周五 8:00-11:30，13:30-17:00', contactInformation: '0571-8888 6120', loadPath: 'https://hospital.campus.edu.cn/m/booking', engineType: 'h5', appId: '', path: '', tokenTransType: 'url', appType: 'h5', desc: '门诊预约挂号、体检预约与报告查询。' },
  { serviceName: '在读证明', serviceType: '证明办理', serviceSource: '学生工作部', runTime: '全天自助打印', contactInformation: '0571-8888 6600', loadPath: 'https://ehall.campus.edu.cn/proof/enrollment', engineType: 'h5', appId: '', path: '', tokenTransType: 'url', appType: 'h5', desc: '在线申请中英文在读证明，电子签章，可自助打印。' },
]

import { eq } from 'drizzle-orm'
import type { Database } from '../client'
import { kfAgents, kfFaqs, accounts, services, type RobotSource } from '../schema/index'
import { faqTerms } from '../../lib/robot/faq-terms'

interface FaqSeed {
  question: string
  answer: string
  keywords: string
  category: string
  sources: RobotSource[]
}

const JW = 'https://jw.campus.edu.cn'
const SERVICE_SOURCE = '服务：'
/** A service as a source: seedRobot gives it the service's id (a citation opens the service itself, not the tab). */
const service = (title: string) => ({ title: `${SERVICE_SOURCE}${title}`, link: '/pages/tab/service/index' })

/** The demo knowledge base: questions students and staff of 示范大学 ask the service desk most. */
export const DEMO_FAQS: FaqSeed[] = [
  {
    question: '怎么查询期末成绩？',
    answer:
      '登录掌上校园，在服务中心打开“成绩查询”，选择学年学期即可查看各科成绩与绩点。成绩由任课教师录入后经教务处审核发布，一般在考试结束后两周内公布。',
    keywords: '成绩 分数 绩点 考试结果 挂科',
    category: '教务',
    sources: [service('成绩查询'), { title: '教务处：成绩管理办法', link: `${JW}/rules/score` }],
  },
  {
    question: '图书馆开放时间是几点？',
    answer: '图书馆主馆周一至周日 7:30–22:30 开放，自习区 6:30 开放；法定节假日另行通知。借还书服务台 8:00–21:30。',
    keywords: '图书馆 几点 开门 关门 开放 闭馆 自习',
    category: '图书馆',
    sources: [service('图书借阅'), { title: '图书馆：开放时间', link: 'https://lib.campus.edu.cn/hours' }],
  },
  {
    question: '校园卡丢了怎么补办？',
    answer:
      '先在“校园卡充值”服务中挂失，防止被盗刷；再携带身份证到学生活动中心一楼卡务中心补办，工本费 20 元，当场取卡，原卡余额自动转入新卡。',
    keywords: '校园卡 饭卡 一卡通 丢失 挂失 补卡 补办',
    category: '校园卡',
    sources: [service('校园卡充值'), { title: '财务处：校园卡管理规定', link: 'https://cwc.campus.edu.cn/card' }],
  },
  {
    question: '校园网账号和密码是什么？',
    answer:
      '校园网账号是学号或工号，初始密码为身份证号后六位。首次登录后请在“校园网自助”服务中修改密码；忘记密码可在该服务中用手机验证码重置。',
    keywords: '校园网 上网 wifi 无线 网络 账号 密码 连不上',
    category: '网络',
    sources: [service('校园网自助'), { title: '网络与信息中心：上网指南', link: 'https://nic.campus.edu.cn/guide' }],
  },
  {
    question: '请假需要走什么流程？',
    answer:
      '学生请假在服务中心打开“请假申请”，填写请假类型、起止时间和事由并上传证明材料（病假需医院证明）。3 天以内由辅导员审批，3 天以上还需学院分管领导审批；销假在返校后 24 小时内完成。',
    keywords: '请假 病假 事假 销假 离校 审批',
    category: '学工',
    sources: [service('请假申请'), { title: '学生工作处：学生请假管理规定', link: 'https://xgc.campus.edu.cn/leave' }],
  },
  {
    question: '宿舍东西坏了怎么报修？',
    answer:
      '在服务中心打开“宿舍报修”，选择楼栋房间和故障类型并拍照提交，后勤处一般在 24 小时内上门维修；紧急漏水、断电请直接拨打后勤值班电话 0571-8888 6200。',
    keywords: '宿舍 报修 维修 坏了 漏水 空调 灯 门锁',
    category: '后勤',
    sources: [service('宿舍报修')],
  },
  {
    question: '选课什么时候开始？',
    answer:
      '每学期第 16 周开始下学期的选课，分为预选（第 16 周）、正选（第 17 周）和补退选（开学第 1–2 周）三个阶段，具体时间以教务处通知为准。',
    keywords: '选课 抢课 退课 补选 课程',
    category: '教务',
    sources: [{ title: '教务处：选课通知', link: `${JW}/notice/course-selection` }],
  },
  {
    question: '在读证明怎么开？',
    answer: '在服务中心打开“在读证明”，选择中文或英文版本后提交，系统自动生成带电子签章的 PDF，可直接下载打印，无需到教务处盖章。',
    keywords: '在读证明 学籍证明 在校证明 证明 盖章',
    category: '教务',
    sources: [service('在读证明')],
  },
  {
    question: '奖学金什么时候评？',
    answer: '国家奖学金、国家励志奖学金和校级奖学金每年 9 月下旬开始评审，10 月公示，11 月发放。申请条件和名额以学生工作处当年通知为准。',
    keywords: '奖学金 助学金 评奖 评优 励志',
    category: '学工',
    sources: [{ title: '学生工作处：奖助学金评审办法', link: 'https://xgc.campus.edu.cn/scholarship' }],
  },
  {
    question: '忘记统一身份认证密码怎么办？',
    answer:
      '在登录页选择“短信登录”，用绑定的手机号收验证码登录后到“我的—账号安全”修改密码；手机号已停用的，请带校园卡到网络与信息中心服务台重置。',
    keywords: '密码 忘记 重置 登录不了 统一身份认证 账号',
    category: '网络',
    sources: [{ title: '网络与信息中心：统一身份认证说明', link: 'https://nic.campus.edu.cn/sso' }],
  },
  {
    question: '校外怎么访问图书馆数据库？',
    answer: '校外访问学校资源需要先连接学校 VPN：在掌上校园“我的—VPN”中一键连接，或在电脑上安装 EasyConnect 后用统一身份认证账号登录。',
    keywords: 'vpn 校外 数据库 知网 文献 远程',
    category: '网络',
    sources: [{ title: '网络与信息中心：VPN 使用说明', link: 'https://nic.campus.edu.cn/vpn' }],
  },
  {
    question: '校医院怎么预约挂号？',
    answer:
      '在服务中心打开“校医院预约”，选择科室和时段即可挂号；校医院门诊时间为工作日 8:00–17:00，夜间和周末急诊请直接前往校医院一楼急诊室。',
    keywords: '校医院 看病 挂号 医院 生病 医保',
    category: '后勤',
    sources: [service('校医院预约')],
  },
  {
    question: '学费怎么交？',
    answer:
      '学费和住宿费通过财务处“统一支付平台”缴纳，支持微信、支付宝和银行卡；缴费截止时间为每学年开学后两周内。家庭经济困难的同学可申请绿色通道缓交。',
    keywords: '学费 住宿费 缴费 交钱 欠费 绿色通道',
    category: '财务',
    sources: [{ title: '财务处：缴费指南', link: 'https://cwc.campus.edu.cn/pay' }],
  },
  {
    question: '周末校车几点发车？',
    answer:
      '周末校车每天 7:30、12:00、17:30 从主校区东门发往东校区，8:30、13:00、18:30 返回；节假日停运。实时时刻以首页“周末校车时刻调整”通知为准。',
    keywords: '校车 班车 交通 东校区 发车',
    category: '后勤',
    sources: [{ title: '后勤处：校车时刻表', link: 'https://hq.campus.edu.cn/bus' }],
  },
  {
    question: '空闲教室怎么查和借用？',
    answer: '在服务中心打开“空闲教室”，按楼栋和节次查看当前空闲的教室；学生活动借用教室需在该服务中提交申请，由教务处审批后生效。',
    keywords: '空闲教室 自习室 借教室 教室 自习',
    category: '教务',
    sources: [service('空闲教室')],
  },
  {
    question: '四六级考试怎么报名？',
    answer: '全国大学英语四六级考试每年 3 月和 9 月报名，登录“全国大学英语四、六级考试报名网站”用学信网账号报名缴费；考前一周打印准考证。',
    keywords: '四级 六级 四六级 英语 cet 报名',
    category: '教务',
    sources: [{ title: '教务处：四六级报名通知', link: `${JW}/notice/cet` }],
  },
]

/** Seeds the knowledge base and puts the admin on the service desk (off duty until they go online). Idempotent. */
export async function seedRobot(db: Database): Promise<void> {
  const serviceIds = new Map(
    (await db.select({ id: services.serviceId, name: services.serviceName }).from(services)).map((row) => [row.name, row.id]),
  )
  const withServiceIds = (sources: RobotSource[]) =>
    sources.map((source) => {
      const serviceId = source.title.startsWith(SERVICE_SOURCE) ? serviceIds.get(source.title.slice(SERVICE_SOURCE.length)) : undefined
      return serviceId ? { ...source, serviceId } : source
    })
  await db
    .insert(kfFaqs)
    .values(
      DEMO_FAQS.map((faq, index) => ({
        ...faq,
        sources: withServiceIds(faq.sources),
        sort: index + 1,
        terms: faqTerms(faq),
      })),
    )
    .onConflictDoNothing({ target: kfFaqs.question })
  const [admin] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'admin'))
  if (admin) await db.insert(kfAgents).values({ accountId: admin.id, online: false }).onConflictDoNothing()
}

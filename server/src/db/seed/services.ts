import { sql } from 'drizzle-orm'
import type { Database } from '../client'
import { serviceCategories, services, type ServiceGuideData, type ServiceOpenHours } from '../schema/index'
import { cmsImage, type Palette } from '../../lib/cms/cms-images'

/** Categories of the service centre, in their order. */
export const SERVICE_CATEGORIES = [
  { code: 'jwfw', name: '教务服务' },
  { code: 'xgfw', name: '学工服务' },
  { code: 'shfw', name: '生活服务' },
  { code: 'tsfw', name: '图书服务' },
  { code: 'wlfw', name: '网络服务' },
  { code: 'cwfw', name: '财务服务' },
  { code: 'bgfw', name: '办公服务' },
  { code: 'kyfw', name: '科研服务' },
  { code: 'ylfw', name: '医疗健康' },
  { code: 'zxfw', name: '资讯服务' },
] as const

type Kind =
  | { kind: 'demo'; app: string; token: 'url' | 'header' }
  | { kind: 'form'; type: string }
  | { kind: 'page'; path: string }
  | { kind: 'weapp'; appId: string; path: string }
  | { kind: 'web'; url: string; token: 'url' | 'header' | 'none' }

interface SeedService {
  no: string
  name: string
  category: (typeof SERVICE_CATEGORIES)[number]['code']
  source: string
  palette: Palette
  glyph: string
  how: Kind
  desc: string
  keywords: string
  identities?: string[]
  hours?: ServiceOpenHours
  maintenance?: string
  thirdParty?: boolean
  campusNetwork?: boolean
  recommend?: boolean
  contact: string
  guide: Partial<ServiceGuideData> & Pick<ServiceGuideData, 'conditions' | 'materials'>
}

const WORKDAYS: ServiceOpenHours = { days: [1, 2, 3, 4, 5], from: '08:00', to: '17:30' }
const DAYTIME: ServiceOpenHours = { days: [1, 2, 3, 4, 5, 6, 7], from: '07:00', to: '22:30' }
const runTimeOf = (hours?: ServiceOpenHours) =>
  !hours ? '全天' : `${hours.days.length === 7 ? '每天' : hours.days.length === 5 ? '周一至周五' : '周一至周六'} ${hours.from}-${hours.to}`

// FW0001–FW0010 are the recommended services the CMS seed created first; the service centre gives them
// their category, visibility, real hand-off and guide (once: rows that already have a category are kept).
const SERVICES: SeedService[] = [
  {
    no: 'FW0001',
    name: '课表查询',
    category: 'jwfw',
    source: '教务处',
    palette: 'blue',
    glyph: '课',
    how: { kind: 'page', path: '/pages/tab/schedule/schedule' },
    desc: '查看本学期课程安排、上课地点与任课教师。',
    keywords: '课程表 上课 日程',
    contact: '0571-88886101',
    recommend: true,
    guide: { conditions: ['在校学生与教师'], materials: ['无需材料'] },
  },
  {
    no: 'FW0002',
    name: '成绩查询',
    category: 'jwfw',
    source: '教务处',
    palette: 'red',
    glyph: '成',
    how: { kind: 'demo', app: 'grades', token: 'url' },
    thirdParty: true,
    identities: ['student'],
    desc: '查询各学期课程成绩、学分与绩点。',
    keywords: '分数 绩点 GPA 学分',
    contact: '0571-88886101',
    recommend: true,
    guide: {
      conditions: ['本校在读学生', '成绩由任课教师录入并经教务处审核后可查'],
      materials: ['无需材料'],
      fees: '免费',
      faq: [{ question: '成绩有误怎么办？', answer: '成绩公布后 10 个工作日内向开课学院提出复核申请。' }],
    },
  },
  {
    no: 'FW0003',
    name: '图书借阅',
    category: 'tsfw',
    source: '图书馆',
    palette: 'green',
    glyph: '图',
    how: { kind: 'demo', app: 'library', token: 'header' },
    thirdParty: true,
    desc: '查看在借图书、应还日期与借阅历史。',
    keywords: '借书 还书 续借 图书馆',
    contact: '0571-88886301',
    recommend: true,
    guide: {
      conditions: ['持有效校园卡的师生'],
      materials: ['校园卡'],
      timePlace: '图书馆总馆一楼服务台，周一至周日 08:00-22:00',
      faq: [{ question: '可以借多少本？', answer: '本科生 15 本、研究生 20 本、教师 30 本。' }],
    },
  },
  {
    no: 'FW0004',
    name: '校园卡充值',
    category: 'shfw',
    source: '财务处',
    palette: 'amber',
    glyph: '卡',
    how: { kind: 'demo', app: 'card', token: 'url' },
    thirdParty: true,
    desc: '查询校园卡余额并在线充值。',
    keywords: '一卡通 余额 饭卡 充值',
    contact: '0571-88886501',
    recommend: true,
    hours: DAYTIME,
    guide: {
      conditions: ['持有效校园卡'],
      materials: ['无需材料'],
      fees: '充值金额 10-500 元，不收手续费',
      timePlace: '线上办理，每天 07:00-22:30（系统对账时段暂停）',
    },
  },
  {
    no: 'FW0005',
    name: '校园网自助',
    category: 'wlfw',
    source: '网络与信息中心',
    palette: 'teal',
    glyph: '网',
    how: { kind: 'demo', app: 'network', token: 'url' },
    campusNetwork: true,
    desc: '查看上网账号、在线设备与本月流量（需校园网）。',
    keywords: '上网 WiFi 流量 宽带 VPN',
    contact: '0571-88886701',
    recommend: true,
    guide: { conditions: ['本校师生', '校外访问须先连接 VPN'], materials: ['统一身份认证账号'], fees: '基础套餐免费；超出流量 0.5 元/GB' },
  },
  {
    no: 'FW0006',
    name: '宿舍报修',
    category: 'shfw',
    source: '后勤保障处',
    palette: 'purple',
    glyph: '修',
    how: { kind: 'weapp', appId: 'wx1a2b3c4d5e6f7081', path: 'pages/repair/index' },
    identities: ['student'],
    desc: '宿舍水电、门窗、家具报修与进度查询。',
    keywords: '维修 水电 宿舍',
    contact: '0571-88886801',
    recommend: true,
    guide: { conditions: ['住校学生'], materials: ['故障照片（可选）'], timePlace: '报修后 24 小时内上门' },
  },
  {
    no: 'FW0007',
    name: '请假申请',
    category: 'xgfw',
    source: '学生工作处',
    palette: 'red',
    glyph: '假',
    how: { kind: 'form', type: 'leave' },
    identities: ['student', 'teacher'],
    desc: '事假、病假、公假在线申请，辅导员审批。',
    keywords: '请假 销假 病假 事假',
    contact: '0571-88886201',
    recommend: true,
    guide: {
      conditions: ['在校学生或在职教职工', '请假 3 天以上需学院领导审批'],
      materials: ['病假需上传医院证明', '公假需活动通知'],
      steps: [
        { title: '填写申请', detail: '选择请假类型、起止时间并填写事由' },
        { title: '辅导员审批', detail: '1 个工作日内处理' },
        { title: '学院领导审批', detail: '3 天以上的请假' },
        { title: '销假', detail: '返校后在系统中销假' },
      ],
    },
  },
  {
    no: 'FW0008',
    name: '空闲教室',
    category: 'jwfw',
    source: '教务处',
    palette: 'blue',
    glyph: '室',
    how: { kind: 'demo', app: 'classrooms', token: 'url' },
    desc: '查询当前和今天各时段的空闲教室，方便自习。',
    keywords: '自习 教室 空教室',
    contact: '0571-88886101',
    recommend: true,
    guide: { conditions: ['本校师生'], materials: ['无需材料'] },
  },
  {
    no: 'FW0009',
    name: '校医院预约',
    category: 'ylfw',
    source: '校医院',
    palette: 'green',
    glyph: '医',
    how: { kind: 'weapp', appId: 'wx5f6e7d8c9b0a1122', path: 'pages/booking/index' },
    desc: '门诊挂号预约、体检预约与报告查询。',
    keywords: '看病 挂号 体检 医院',
    contact: '0571-88886901',
    recommend: true,
    hours: WORKDAYS,
    guide: { conditions: ['本校师生及家属'], materials: ['校园卡或身份证'], timePlace: '校医院门诊楼，周一至周五 08:00-17:30' },
  },
  {
    no: 'FW0010',
    name: '在读证明',
    category: 'xgfw',
    source: '教务处',
    palette: 'amber',
    glyph: '证',
    how: { kind: 'form', type: 'enrolmentProof' },
    identities: ['student'],
    desc: '申请中英文在读证明，审核后到教务处领取。',
    keywords: '证明 学籍 在校证明 留学 签证',
    contact: '0571-88886101',
    recommend: true,
    guide: {
      conditions: ['具有正式学籍的在读学生'],
      materials: ['无需材料'],
      steps: [
        { title: '在线申请', detail: '选择用途、语言与份数' },
        { title: '学院教务审核', detail: '1-2 个工作日' },
        { title: '领取', detail: '审核通过后凭校园卡到教务处领取' },
      ],
      timePlace: '行政楼 203 教务处服务窗口',
      fees: '免费',
    },
  },
  {
    no: 'FW0011',
    name: '考试安排',
    category: 'jwfw',
    source: '教务处',
    palette: 'purple',
    glyph: '考',
    how: { kind: 'demo', app: 'exams', token: 'url' },
    thirdParty: true,
    identities: ['student'],
    desc: '查看期末考试时间、考场与座位号。',
    keywords: '考试 考场 座位 期末',
    contact: '0571-88886101',
    guide: { conditions: ['已选课的在读学生'], materials: ['考试时携带学生证'] },
  },
  {
    no: 'FW0012',
    name: '报销申请',
    category: 'cwfw',
    source: '财务处',
    palette: 'amber',
    glyph: '报',
    how: { kind: 'form', type: 'reimbursement' },
    identities: ['teacher', 'admin'],
    desc: '差旅费、办公用品、会议费在线报销。',
    keywords: '报账 发票 差旅',
    contact: '0571-88886501',
    hours: WORKDAYS,
    guide: {
      conditions: ['在职教职工'],
      materials: ['发票原件', '差旅需行程单'],
      steps: [
        { title: '在线填报', detail: '填写类别、金额、发票张数' },
        { title: '部门审核', detail: '部门负责人确认' },
        { title: '财务审核', detail: '财务处审核后打款' },
      ],
      timePlace: '财务处（行政楼 105），周一至周五 08:00-17:30',
      fees: '无',
    },
  },
  {
    no: 'FW0013',
    name: '会议室预约',
    category: 'bgfw',
    source: '党政办公室',
    palette: 'teal',
    glyph: '会',
    how: { kind: 'form', type: 'roomBooking' },
    identities: ['teacher', 'admin', 'student'],
    desc: '行政楼、图书馆研讨室及教学楼会议室预约。',
    keywords: '研讨室 开会 场地',
    contact: '0571-88886001',
    guide: { conditions: ['本校师生；学生团体需指导教师确认'], materials: ['活动说明'] },
  },
  {
    no: 'FW0014',
    name: '消费记录',
    category: 'shfw',
    source: '财务处',
    palette: 'red',
    glyph: '消',
    how: { kind: 'demo', app: 'card', token: 'url' },
    thirdParty: true,
    desc: '校园卡近期消费与充值明细。',
    keywords: '账单 流水 一卡通',
    contact: '0571-88886501',
    guide: { conditions: ['持有效校园卡'], materials: ['无需材料'] },
  },
  {
    no: 'FW0015',
    name: '图书续借',
    category: 'tsfw',
    source: '图书馆',
    palette: 'blue',
    glyph: '续',
    how: { kind: 'demo', app: 'library', token: 'header' },
    thirdParty: true,
    desc: '在线续借未超期的图书，每本可续借一次。',
    keywords: '续借 还书 超期',
    contact: '0571-88886301',
    guide: { conditions: ['图书未超期且未被预约'], materials: ['无需材料'] },
  },
  {
    no: 'FW0016',
    name: '通知公告',
    category: 'zxfw',
    source: '党政办公室',
    palette: 'blue',
    glyph: '告',
    how: { kind: 'page', path: '/pagesA/news/news?columnCode=tzgg' },
    desc: '学校各部门发布的通知公告。',
    keywords: '通知 公告 新闻',
    contact: '0571-88886001',
    guide: { conditions: ['所有用户'], materials: ['无需材料'] },
  },
  {
    no: 'FW0017',
    name: '个人待办',
    category: 'bgfw',
    source: '网络与信息中心',
    palette: 'green',
    glyph: '办',
    how: { kind: 'page', path: '/msgCenter/pages/task/personaltodo' },
    desc: '记录个人待办事项并设置提醒。',
    keywords: '待办 提醒 任务',
    contact: '0571-88886701',
    guide: { conditions: ['所有用户'], materials: ['无需材料'] },
  },
  {
    no: 'FW0018',
    name: '日程中心',
    category: 'bgfw',
    source: '网络与信息中心',
    palette: 'purple',
    glyph: '日',
    how: { kind: 'page', path: '/pages/tab/schedule/schedule' },
    desc: '课程、会议与个人日程一览。',
    keywords: '日历 日程 安排',
    contact: '0571-88886701',
    guide: { conditions: ['所有用户'], materials: ['无需材料'] },
  },
  {
    no: 'FW0019',
    name: '我的收藏',
    category: 'zxfw',
    source: '网络与信息中心',
    palette: 'amber',
    glyph: '藏',
    how: { kind: 'page', path: '/pagesA/myFavorite/myFavorite' },
    desc: '收藏的新闻与文章。',
    keywords: '收藏 文章',
    contact: '0571-88886701',
    guide: { conditions: ['所有用户'], materials: ['无需材料'] },
  },
  {
    no: 'FW0020',
    name: '网费缴纳',
    category: 'wlfw',
    source: '网络与信息中心',
    palette: 'teal',
    glyph: '缴',
    how: { kind: 'demo', app: 'network', token: 'url' },
    desc: '查看本月流量与账户余额。',
    keywords: '网费 流量 充值',
    contact: '0571-88886701',
    guide: { conditions: ['本校师生'], materials: ['无需材料'], fees: '按流量计费' },
  },
  {
    no: 'FW0021',
    name: 'VPN 使用指南',
    category: 'wlfw',
    source: '网络与信息中心',
    palette: 'blue',
    glyph: '连',
    how: { kind: 'page', path: '/pagesA/news/news?columnCode=tzgg' },
    desc: '校外访问校内资源的 VPN 说明与客户端。',
    keywords: 'VPN 校外 远程',
    contact: '0571-88886701',
    guide: {
      conditions: ['本校师生'],
      materials: ['统一身份认证账号'],
      steps: [
        { title: '下载客户端', detail: '按系统选择客户端' },
        { title: '登录', detail: '使用统一身份认证账号' },
      ],
    },
  },
  {
    no: 'FW0022',
    name: '科研管理系统',
    category: 'kyfw',
    source: '科学技术研究院',
    palette: 'purple',
    glyph: '研',
    how: { kind: 'demo', app: 'research', token: 'url' },
    campusNetwork: true,
    identities: ['teacher', 'admin'],
    desc: '项目申报、经费与成果登记（需校园网）。',
    keywords: '科研 项目 经费 成果',
    contact: '0571-88887001',
    hours: WORKDAYS,
    guide: { conditions: ['在职教师与科研人员', '校外访问须先连接 VPN'], materials: ['项目申报书'] },
  },
  {
    no: 'FW0023',
    name: '论文成果登记',
    category: 'kyfw',
    source: '科学技术研究院',
    palette: 'red',
    glyph: '论',
    how: { kind: 'weapp', appId: 'wx2b3c4d5e6f708192', path: 'pages/paper/index' },
    identities: ['teacher', 'admin'],
    desc: '登记已发表论文、专利与获奖成果。',
    keywords: '论文 专利 成果 登记',
    contact: '0571-88887001',
    guide: { conditions: ['在职教师'], materials: ['论文首页', '检索证明'] },
  },
  {
    no: 'FW0024',
    name: '设备采购',
    category: 'cwfw',
    source: '国有资产管理处',
    palette: 'green',
    glyph: '购',
    how: { kind: 'weapp', appId: 'wx3c4d5e6f70819203', path: 'pages/purchase/index' },
    identities: ['teacher', 'admin'],
    maintenance: '采购平台系统升级中，预计 11 月 30 日恢复，急需采购请联系资产处。',
    recommend: true,
    desc: '仪器设备采购申请与进度查询。',
    keywords: '采购 设备 资产',
    contact: '0571-88887101',
    guide: { conditions: ['在职教职工'], materials: ['采购清单', '经费卡号'] },
  },
  {
    no: 'FW0025',
    name: '奖助学金',
    category: 'xgfw',
    source: '学生工作处',
    palette: 'amber',
    glyph: '奖',
    how: { kind: 'weapp', appId: 'wx4d5e6f7081920314', path: 'pages/scholarship/index' },
    identities: ['student'],
    desc: '国家奖学金、助学金申请与公示查询。',
    keywords: '奖学金 助学金 资助',
    contact: '0571-88886201',
    guide: { conditions: ['家庭经济困难或学业优秀的在读学生'], materials: ['家庭经济情况调查表', '成绩单'] },
  },
  {
    no: 'FW0026',
    name: '心理咨询预约',
    category: 'ylfw',
    source: '心理健康教育中心',
    palette: 'teal',
    glyph: '心',
    how: { kind: 'weapp', appId: 'wx5e6f708192031425', path: 'pages/counsel/index' },
    desc: '一对一心理咨询预约，严格保密。',
    keywords: '心理 咨询 预约',
    contact: '0571-88886902',
    hours: WORKDAYS,
    guide: { conditions: ['本校师生'], materials: ['无需材料'], timePlace: '学生活动中心 3 楼' },
  },
  {
    no: 'FW0027',
    name: '校园地图',
    category: 'shfw',
    source: '后勤保障处',
    palette: 'blue',
    glyph: '图',
    how: { kind: 'weapp', appId: 'wx6f70819203142536', path: 'pages/map/index' },
    desc: '教学楼、食堂、宿舍位置与导航。',
    keywords: '地图 导航 位置',
    contact: '0571-88886801',
    guide: { conditions: ['所有用户'], materials: ['无需材料'] },
  },
  {
    no: 'FW0028',
    name: '失物招领',
    category: 'shfw',
    source: '保卫处',
    palette: 'purple',
    glyph: '失',
    how: { kind: 'weapp', appId: 'wx708192031425364a', path: 'pages/lost/index' },
    desc: '发布和查找丢失物品。',
    keywords: '丢失 捡到 招领',
    contact: '0571-88887201',
    guide: { conditions: ['所有用户'], materials: ['物品描述与照片'] },
  },
  {
    no: 'FW0029',
    name: '访客登记',
    category: 'shfw',
    source: '保卫处',
    palette: 'red',
    glyph: '访',
    how: { kind: 'weapp', appId: 'wx8192031425364a5b', path: 'pages/visitor/index' },
    identities: ['teacher', 'admin', 'guest'],
    desc: '校外访客入校预约登记。',
    keywords: '访客 入校 预约',
    contact: '0571-88887201',
    guide: { conditions: ['需由校内教职工邀请'], materials: ['身份证'] },
  },
  {
    no: 'FW0030',
    name: '工资查询',
    category: 'cwfw',
    source: '财务处',
    palette: 'green',
    glyph: '薪',
    how: { kind: 'weapp', appId: 'wx92031425364a5b6c', path: 'pages/salary/index' },
    identities: ['teacher', 'admin'],
    desc: '月度工资条与年度收入明细。',
    keywords: '工资 薪酬 收入',
    contact: '0571-88886501',
    guide: { conditions: ['在职教职工'], materials: ['无需材料'] },
  },
  {
    no: 'FW0031',
    name: '学籍信息',
    category: 'jwfw',
    source: '教务处',
    palette: 'teal',
    glyph: '籍',
    how: { kind: 'demo', app: 'grades', token: 'url' },
    thirdParty: true,
    identities: ['student'],
    desc: '查看学籍信息与已获学分。',
    keywords: '学籍 学分 学号',
    contact: '0571-88886101',
    guide: { conditions: ['在读学生'], materials: ['无需材料'] },
  },
  {
    no: 'FW0032',
    name: '访客服务指南',
    category: 'zxfw',
    source: '党政办公室',
    palette: 'amber',
    glyph: '宾',
    how: { kind: 'page', path: '/pagesA/news/news?columnCode=tzgg' },
    identities: ['guest'],
    desc: '来访须知、交通与校园开放时间。',
    keywords: '访客 参观 开放',
    contact: '0571-88886001',
    guide: { conditions: ['校外访客'], materials: ['身份证'] },
  },
]

const STEPS_DEFAULT = [
  { title: '进入服务', detail: '在服务中心点击“立即办理”' },
  { title: '办理', detail: '按页面提示完成操作' },
  { title: '完成', detail: '结果在消息中心通知' },
]

function guideOf(service: SeedService): ServiceGuideData {
  return {
    conditions: service.guide.conditions,
    materials: service.guide.materials,
    steps: service.guide.steps ?? STEPS_DEFAULT,
    timePlace: service.guide.timePlace ?? `线上办理，${runTimeOf(service.hours)}`,
    fees: service.guide.fees ?? '免费',
    faq: service.guide.faq ?? [{ question: '遇到问题找谁？', answer: `请联系${service.source}，电话 ${service.contact}。` }],
    attachments: service.guide.attachments ?? [],
    related: SERVICES.filter((other) => other.category === service.category && other.no !== service.no)
      .slice(0, 3)
      .map((other) => other.no),
  }
}

function handOff(how: Kind) {
  switch (how.kind) {
    case 'demo':
      // Demo campus apps live on this server (an allowed host); the client makes the path absolute.
      return {
        engineType: 'h5',
        appType: 'h5',
        loadPath: how.token === 'header' ? `/demo-apps/${how.app}?idToken={idToken}` : `/demo-apps/${how.app}`,
        tokenTransType: how.token,
        appId: '',
        path: '',
      } as const
    case 'web':
      return { engineType: 'h5', appType: 'h5', loadPath: how.url, tokenTransType: how.token, appId: '', path: '' } as const
    case 'form':
      return {
        engineType: 'form',
        appType: 'form',
        loadPath: '/pages/service/serviceGuide',
        tokenTransType: 'none',
        appId: how.type,
        path: '',
      } as const
    case 'page':
      return { engineType: 'native', appType: 'page', loadPath: how.path, tokenTransType: 'none', appId: '', path: '' } as const
    case 'weapp':
      return { engineType: 'weapp', appType: 'weapp', loadPath: '', tokenTransType: 'none', appId: how.appId, path: how.path } as const
  }
}

const iconOf = (service: SeedService) => cmsImage(`glyph-${service.palette}-${service.glyph.codePointAt(0)!.toString(16)}`)

/** Categories and the ≥ 30 demo services with their guides (idempotent: rows with a category are kept). */
export async function seedServices(db: Database): Promise<void> {
  await db
    .insert(serviceCategories)
    .values(SERVICE_CATEGORIES.map((category, index) => ({ ...category, sort: index + 1 })))
    .onConflictDoNothing({ target: serviceCategories.code })

  const rows = SERVICES.map((service, index) => ({
    serviceNo: service.no,
    serviceName: service.name,
    title: service.name,
    serviceType: SERVICE_CATEGORIES.find((category) => category.code === service.category)!.name,
    categoryCode: service.category,
    serviceSource: service.source,
    cardImage: iconOf(service),
    iconUrl: iconOf(service),
    desc: service.desc,
    keywords: service.keywords,
    identities: service.identities ?? [],
    openHours: service.hours ?? null,
    runTime: runTimeOf(service.hours),
    maintenanceNotice: service.maintenance ?? '',
    status: service.maintenance ? ('maintenance' as const) : ('published' as const),
    thirdParty: service.thirdParty ?? false,
    campusNetwork: service.campusNetwork ?? false,
    contactInformation: service.contact,
    forceRecommend: service.recommend ?? false,
    sort: index + 1,
    guide: guideOf(service),
    ...handOff(service.how),
  }))
  await db
    .insert(services)
    .values(rows)
    .onConflictDoUpdate({
      target: services.serviceNo,
      set: Object.fromEntries(
        Object.keys(rows[0]!)
          .filter((key) => key !== 'serviceNo' && key !== 'sort')
          .map((key) => {
            const column = services[key as keyof (typeof rows)[0] & keyof typeof services] as unknown as { name: string }
            return [key, sql.raw(`excluded.${column.name}`)]
          }),
      ),
      where: sql`${services.categoryCode} = ''`,
    })
}

/**
 * The single source of every page path. app.config.ts, the tab bar, sub-packages, post-login return
 * rules and every navigation read this table. A page enters it when the page is built; the
 * route-table test fails when an entry has no page file or a page file has no entry.
 *
 * Paths have no leading slash (as app.json wants them); the package is the first path segment for
 * sub-packages (see `packageOf`).
 */
export interface RouteDef {
  readonly path: string
  /** Navigation-bar title (Chinese, as the spec gives it). */
  readonly title?: string
  /** Index in the bottom tab bar. */
  readonly tab?: number
  /** Query parameters the page reads; `nav.to(name, params)` accepts these and `allowedParams`. */
  readonly params?: readonly string[]
  /** Query parameters kept after login (spec §2 "Post-login return"); absent = the page is not a return target. */
  readonly allowedParams?: readonly string[]
  /** A post-login return entry applies only when this parameter is present. */
  readonly returnWhen?: string
  /** The page works signed out (always, or only with noLogin=1 for share pages). */
  readonly access?: 'public' | 'noLoginParam'
  /** Only on this platform (the H5 system pages stand in for mini-program APIs). */
  readonly platform?: 'h5'
  /** H5 addresses that also open this page (Taro customRoutes). */
  readonly aliases?: readonly string[]
  /** Page behaviour beyond the app defaults (written into the page's generated `*.config.ts`). */
  readonly page?: PageOptions
}

/** What a page's mini-program config needs beyond its title; `src/routes/page-config.ts` turns it into config. */
export interface PageOptions {
  readonly pullDownRefresh?: boolean
  /** Bottom-reach distance (spec §9): standard 50, long 150. WeChat reads it from the page config only. */
  readonly bottomReach?: 'standard' | 'long'
  /** Share to chats and Moments from the page's menu. */
  readonly share?: boolean
  /** The page draws its own bar (no navigation bar). */
  readonly customNavigation?: boolean
}

export const routes = {
  // Tab bar, in the spec's order.
  home: {
    path: 'pages/tab/index/index',
    title: '首页',
    tab: 0,
    allowedParams: ['isHideTabbar'],
    returnWhen: 'isHideTabbar',
    page: { pullDownRefresh: true },
  },
  service: {
    path: 'pages/tab/service/index',
    title: '服务中心',
    tab: 1,
    allowedParams: ['isHideTabbar', 'isHideReturnBtn'],
    returnWhen: 'isHideTabbar',
  },
  newtask: {
    path: 'pages/msgCenterTab/newtask/newtask',
    title: '消息中心',
    tab: 2,
    allowedParams: ['isHideTabbar', 'isactive'],
    returnWhen: 'isHideTabbar',
  },
  schedule: {
    path: 'pages/tab/schedule/schedule',
    title: '日程中心',
    tab: 3,
    allowedParams: ['isHideTabbar'],
    returnWhen: 'isHideTabbar',
    page: { pullDownRefresh: true },
  },
  my: { path: 'pages/tab/my/my', title: '我的', tab: 4, allowedParams: ['isHideTabbar'], returnWhen: 'isHideTabbar' },

  entry: { path: 'pages/h5/index', title: '掌上校园', access: 'public', aliases: ['/'] },
  h5MiddlePage: { path: 'pages/fenliu/h5MiddlePage', params: ['paramStr', 'matchedPath'], title: '正在跳转', access: 'public' },

  // Sign-on (login pages, account choice, agreements, account switch).
  login: { path: 'pages/login/login', title: '登录', access: 'public' },
  pwdLogin: { path: 'pages/login/pwdLogin', title: '密码登录', access: 'public' },
  codeLogin: { path: 'pages/login/codeLogin', title: '短信登录', access: 'public' },
  accountLogin: { path: 'pages/login/accountLogin', title: '选择账号', access: 'public' },
  bindAccount: { path: 'pages/login/bindAccount', title: '绑定账号', access: 'public' },
  changAccount: { path: 'pages/login/changAccount', title: '切换账号' },
  userAgreement: { path: 'pages/login/userAgreement', title: '用户协议', access: 'public' },
  userPrivacy: { path: 'pages/login/userPrivacy', title: '隐私政策', access: 'public' },
  setChangeAccount: { path: 'pages/set/changeAccount', title: '切换账号' },

  // Home and content (home extras, news, favourites, history, web views, sharing, diversion).
  homeClean: { path: 'pages/tab/index/clean', title: '首页', page: { pullDownRefresh: true } },
  msgCenterNews: {
    path: 'pages/msgCenterTab/news/news',
    title: '资讯',
    allowedParams: ['isHideTabbar'],
    returnWhen: 'isHideTabbar',
    page: { bottomReach: 'standard' },
  },
  newsInfo: { path: 'pages/newsInfo/newsInfo', title: '资讯' },
  channel: { path: 'pages/channel/channel', title: '栏目' },
  webview: { path: 'pages/webview/webview', params: ['url', 'tokenTransType'], title: '' },
  tabWebview1: { path: 'pages/webview/tab-webview-1', title: '' },
  tabWebview2: { path: 'pages/webview/tab-webview-2', title: '' },
  tabWebview3: { path: 'pages/webview/tab-webview-3', title: '' },
  tabWebview4: { path: 'pages/webview/tab-webview-4', title: '' },
  tabWebview5: { path: 'pages/webview/tab-webview-5', title: '' },
  scheduleWebview: { path: 'pages/webview/schedule-webview', title: '日程中心' },
  newsWebview: { path: 'pages/webview/news-webview', title: '' },
  newtaskWebview: { path: 'pages/webview/newtask-webview', title: '' },
  fenliu: { path: 'pages/fenliu/fenliu', params: ['fenliuInfo'], title: '专属入口' },
  newsList: {
    path: 'pagesA/news/news',
    title: '资讯列表',
    allowedParams: ['columnCode', 'isHideReturnBtn', 'tab', 'data'],
    returnWhen: 'columnCode',
    page: { bottomReach: 'standard' },
  },
  newsDetail: { path: 'pagesA/news/detail', title: '资讯详情', allowedParams: ['id', 'columnId'], returnWhen: 'id', page: { share: true } },
  newsDetailDz: { path: 'pagesA/news/detail_dz', params: ['id', 'columnId'], title: '资讯详情', page: { share: true } },
  newsVideo: { path: 'pagesA/news/video', params: ['id'], title: '多媒体预览' },
  newsMidTrans: {
    path: 'pagesA/news/midTrans',
    title: '资讯分享',
    allowedParams: ['data', 'noLogin'],
    returnWhen: 'data',
    access: 'noLoginParam',
  },
  myFavorite: { path: 'pagesA/myFavorite/myFavorite', title: '我的收藏', page: { bottomReach: 'standard' } },
  newsHistory: { path: 'pagesA/newsHistory/newsHistory', title: '浏览历史', page: { bottomReach: 'standard' } },

  // Message centre (to-dos, approvals, messages, settings, schedule additions).
  applicationDetail: { path: 'msgCenter/pages/task/applicationDetail', params: ['id', 'circulationId', 'edit'], title: '详情' },
  todoBatch: { path: 'msgCenter/pages/task/todoBatch', params: ['type'], title: '批量办理' },
  doneDetail: { path: 'msgCenter/pages/task/doneDetail', params: ['id'], title: '已办详情' },
  handleRecord: { path: 'msgCenter/pages/task/handleRecord', params: ['id'], title: '办理记录' },
  personaltodo: { path: 'msgCenter/pages/task/personaltodo', title: '个人待办', page: { bottomReach: 'long' } },
  addReminderTime: { path: 'msgCenter/pages/task/addReminderTime', title: '提醒时间' },
  personalDetail: { path: 'msgCenter/pages/task/personalDetail', params: ['id'], title: '待办详情' },
  addtodo: { path: 'msgCenter/pages/task/addtodo', title: '新建待办' },
  addExecutor: { path: 'msgCenter/pages/task/addExecutor', title: '添加执行人', page: { bottomReach: 'long' } },
  newsAddSchedule: { path: 'msgCenter/pages/schedule/newsAddSchedule', params: ['id', 'title'], title: '添加日程' },
  taskAddSchedule: { path: 'msgCenter/pages/schedule/taskAddSchedule', params: ['id', 'title'], title: '添加日程' },
  personalSettingCenter: { path: 'msgCenter/pages/news/personalSettingCenter', title: '消息设置' },
  throughTrain: { path: 'msgCenter/pages/news/throughTrain', title: '第三方消息' },
  adjustmentOrder: { path: 'msgCenter/pages/news/adjustmentOrder', title: '应用排序' },
  applicationGroup: { path: 'msgCenter/pages/news/applicationGroup', title: '应用分组' },
  messageEntry: { path: 'pagesA/message/entry', params: ['appId', 'appName'], title: '消息', allowedParams: [] },
  messageDetail: { path: 'pagesA/message/detail', params: ['id'], title: '消息详情' },

  // Service centre (issue 10).
  serviceShare: {
    path: 'pages/service/serviceShare',
    title: '服务分享',
    params: ['noLogin'],
    allowedParams: ['serviceInfo'],
    returnWhen: 'serviceInfo',
    access: 'noLoginParam',
    page: { share: true },
  },
  serviceGuide: { path: 'pages/service/serviceGuide', title: '办事指南', params: ['serviceId', 'apply'], page: { share: true } },
  newGuide: { path: 'pages/service/newGuide', title: '办事指南', params: ['serviceId'], page: { share: true } },
  serviceEvaluate: { path: 'pages/service/evaluate', title: '评价', params: ['serviceId'] },
  serviceSearch: { path: 'pages/service/search', title: '搜索服务', params: ['keyword'] },
  serviceRanking: { path: 'pages/service/ranking', title: '服务排行' },
  scanPlainText: { path: 'pages/scanCode/plainText', title: '扫码结果', params: ['text'] },

  // Schedule centre (issue 11).
  calendarDetail: { path: 'pages/shedul/calendarDetail', params: ['id'], title: '日历详情' },
  calendList: { path: 'pages/shedul/calendList', title: '公共日历' },
  shedulDetail: {
    path: 'pages/shedul/shedulDetail',
    params: ['id', 'recurrenceId'],
    title: '日程详情',
    allowedParams: ['id', 'recurrenceId'],
  },
  creatCalendar: { path: 'pages/shedul/creatCalendar', title: '新增个人日历' },
  editCalendar: { path: 'pages/shedul/editCalendar', params: ['id'], title: '编辑个人日历' },
  personSet: { path: 'pages/shedul/personSet', title: '重复设置' },
  timeArea: { path: 'pages/shedul/timeArea', params: ['target'], title: '选择时区' },
  personDetail: { path: 'pages/shedul/personDetail', title: '参与人' },
  creatShedul: { path: 'pages/shedul/creatShedul', params: ['id', 'recurrenceId', 'scope', 'date'], title: '新建日程' },
  scheduleNotice: { path: 'pages/shedul/notice', title: '日程提醒' },
  shedulSet: { path: 'pages/shedul/shedulSet', title: '日程设置' },

  // Online send (issue 12).
  onlineSend: { path: 'msgCenter/pages/onlineSend/index', title: '在线发送', allowedParams: [], page: { bottomReach: 'standard' } },
  sendResult: { path: 'msgCenter/pages/onlineSend/sendResult', title: '发送结果', params: ['id'], page: { bottomReach: 'standard' } },
  chooseRecivePerson: { path: 'msgCenter/pages/onlineSend/chooseRecivePerson', title: '添加接收人' },
  peopleSearch: {
    path: 'msgCenter/pages/onlineSend/peopleSearch',
    title: '添加人员',
    params: ['code', 'name'],
    page: { bottomReach: 'standard' },
  },
  orgSearch: { path: 'msgCenter/pages/onlineSend/orgSearch', title: '机构搜索' },
  userGroup: { path: 'msgCenter/pages/onlineSend/userGroup', title: '添加用户组', page: { bottomReach: 'standard' } },
  chooseOrganization: { path: 'msgCenter/pages/onlineSend/chooseOrganization', title: '用户组', params: ['code'] },
  addExternalContacts: { path: 'msgCenter/pages/onlineSend/addExternalContacts', title: '添加外部联系人' },

  // My tab and personal centre (issue 13).
  myInfo: { path: 'pages/myInfo/myInfo', title: '个人信息' },
  suggestNew: { path: 'pages/myInfo/suggestNew', title: '意见反馈' },
  set: { path: 'pages/set/set', title: '设置' },
  setNotify: { path: 'pages/set/notify', title: '消息通知' },
  about: { path: 'pages/about/about', title: '关于' },
  aboutPrivacy: { path: 'pages/about/privacy', title: '隐私政策', access: 'public' },
  aboutAgreement: { path: 'pages/about/agreement', title: '用户协议', access: 'public' },
  aboutDetail: { path: 'pages/about/detail', title: '版本说明', access: 'public' },
  privacyPolicy: { path: 'pages/privacyPolicy/index', title: '隐私政策', access: 'public' },
  privacyPolicyAgreement: { path: 'pages/privacyPolicy/agreement', title: '用户协议', access: 'public' },
  privacyGuidelines: { path: 'pages/privacyPolicy/privacyGuidelines', title: '隐私保护指引', access: 'public' },
  faceProtocol: { path: 'pages/privacyPolicy/faceProtocol', title: '人脸识别协议', access: 'public' },
  personalInformation: { path: 'pages/privacyPolicy/personalInformation', title: '个人信息收集清单', access: 'public' },
  thirdParty: { path: 'pages/privacyPolicy/thirdParty', title: '第三方信息共享清单', access: 'public' },
  privacyProtection: { path: 'pages/privacyPolicy/privacyProtection', title: '未成年人个人信息保护', access: 'public' },

  // Account security and privacy (issue 14).
  safeSet: { path: 'pagesA/safeSet/safeSet', title: '账号安全' },
  verfityPwd: { path: 'pages/modifyPwd/verfityPwd', title: '验证身份', params: ['next'] },
  qPhone: { path: 'pages/modifyPwd/qPhone', title: '手机验证', params: ['next', 'recover'], access: 'public' },
  qEmail: { path: 'pages/modifyPwd/qEmail', title: '邮箱验证', params: ['next', 'recover'], access: 'public' },
  verfityQuestion: { path: 'pages/modifyPwd/verfityQuestion', title: '安全问题验证', params: ['next', 'recover'], access: 'public' },
  modifyPwd: { path: 'pages/modifyPwd/modifyPwd', title: '修改密码', params: ['recover'], access: 'public' },
  oldPhone: { path: 'pages/modifyPwd/oldPhone', title: '验证原手机号' },
  newPhone: { path: 'pages/modifyPwd/newPhone', title: '绑定新手机号' },
  oldEmail: { path: 'pages/modifyPwd/oldEmail', title: '验证原邮箱' },
  modifyEmail: { path: 'pages/modifyPwd/email', title: '绑定新邮箱' },
  safeQuestionSet: { path: 'pages/modifyPwd/safeQuestionSet', title: '设置安全问题' },
  safeQuestionShow: { path: 'pages/modifyPwd/safeQuestionShow', title: '安全问题' },
  oldQuestion: { path: 'pages/modifyPwd/oldQuestion', title: '验证安全问题' },
  modifyQuestion: { path: 'pages/modifyPwd/modifyQuestion', title: '修改安全问题' },
  privacy: { path: 'pages/privacy/privacy', title: '隐私' },
  privacySet: { path: 'pages/privacy/privacySet', title: '隐私设置' },
  blackList: { path: 'pages/privacy/blackList', title: '黑名单管理' },

  // Search, robots, study centre (issue 15).
  searchEntry: { path: 'pages/search/entry', title: '搜索', params: ['keyword'] },
  wholeSearch: { path: 'pages/search/wholeSearch', title: '全局搜索', params: ['keyword'] },
  allSearch: { path: 'pages/search/allSearch', title: '全部结果', params: ['keyword'] },
  singleSearch: { path: 'pages/search/singleSearch', title: '搜索结果', params: ['keyword', 'type'], page: { bottomReach: 'standard' } },
  searchService: { path: 'pages/search/service', title: '搜索服务', params: ['keyword'], page: { bottomReach: 'standard' } },
  searchNews: { path: 'pages/search/news', title: '搜索资讯', params: ['keyword'], page: { bottomReach: 'standard' } },
  searchSchedule: { path: 'pages/search/schedule', title: '搜索日程', params: ['keyword'], page: { bottomReach: 'standard' } },
  searchTask: { path: 'pages/search/task', title: '搜索待办', params: ['keyword'], page: { bottomReach: 'standard' } },
  robot: { path: 'pages/robot/robot', title: '智能客服' },
  robotAI: { path: 'pages/robot/AI', title: 'AI 助手' },
  studyCenter: {
    path: 'study-center/pages/studyCenter/studyCenter',
    title: '学习中心',
    params: ['courseId', 'lessonId'],
    allowedParams: ['isHideTabbar'],
    returnWhen: 'isHideTabbar',
  },
  teachingCourse: { path: 'study-center/pages/studyCenter/teachingCourse', title: '教学课程', params: ['courseId'] },

  // Division workbench, secondWork (issue 16).
  secondWorkIndex: { path: 'pages/secondWork/secondWorkIndex', params: ['code'], title: '单位工作台', page: { pullDownRefresh: true } },
  secondWorkNews: {
    path: 'pages/secondWork/news/news',
    params: ['code', 'columnId'],
    title: '单位资讯',
    page: { bottomReach: 'standard' },
  },
  secondWorkSearch: { path: 'pages/secondWork/search', params: ['code'], title: '单位内搜索', page: { bottomReach: 'standard' } },
  gonggaoList: {
    path: 'pages/secondWork/gonggao/gonggaoList',
    params: ['code', 'id'],
    title: '通知公告',
    page: { bottomReach: 'standard' },
  },
  gonggaoSet: { path: 'pages/secondWork/gonggao/gonggaoSet', params: ['code', 'id'], title: '发布公告' },
  columnSet: { path: 'pages/secondWork/columnSet', params: ['code'], title: '栏目设置' },
  serviceSet: { path: 'pages/secondWork/service/serviceSet', params: ['code'], title: '服务设置' },
  secondWorkHelp: { path: 'pages/secondWork/help', title: '工作台帮助' },
  secondWorkCalendar: { path: 'pages/secondWork/calendar/schedule', params: ['code', 'week'], title: '单位日程' },
  secondWorkShedulDetail: { path: 'pages/secondWork/schedule/shedulDetail', params: ['id', 'recurrenceId'], title: '日程详情' },
  secondWorkPersonDetail: { path: 'pages/secondWork/schedule/personDetail', params: ['code', 'username', 'week'], title: '个人日程' },
  secondWorkCreatShedul: { path: 'pages/secondWork/schedule/creatShedul', params: ['code', 'date'], title: '新建日程' },
  secondWorkEditSchedul: { path: 'pages/secondWork/schedule/editSchedul', params: ['id'], title: '编辑日程' },
  calendarSet: { path: 'pages/secondWork/calendar/calendarSet', params: ['code'], title: '日历设置' },

  // System pages (H5 stand-ins for mini-program APIs).
  previewImage: {
    path: 'pages/system/preview-image',
    params: ['urls', 'current'],
    title: '图片预览',
    access: 'public',
    platform: 'h5',
    aliases: ['/preview-image'],
    page: { customNavigation: true },
  },
  chooseLocation: { path: 'pages/system/choose-location', title: '选择位置', platform: 'h5', aliases: ['/choose-location'] },
  openLocation: {
    path: 'pages/system/open-location',
    params: ['latitude', 'longitude', 'name', 'address'],
    title: '查看位置',
    access: 'public',
    platform: 'h5',
    aliases: ['/open-location'],
  },
  // Where an unknown or not yet built H5 address lands (App's onPageNotFound; the mini-program goes home).
  notFound: { path: 'pages/system/not-found', params: ['path'], title: '页面不存在', access: 'public', platform: 'h5' },
} as const satisfies Record<string, RouteDef>

export type RouteName = keyof typeof routes
export type SubPackageRoot = 'pagesA' | 'msgCenter' | 'study-center'
export const subPackageRoots: readonly SubPackageRoot[] = ['pagesA', 'msgCenter', 'study-center']

export const allRoutes: readonly RouteDef[] = Object.values(routes)

/** The package a page belongs to: a sub-package root when the path starts with one, else main. */
export function packageOf(path: string): 'main' | SubPackageRoot {
  const first = path.split('/')[0]
  return (subPackageRoots as readonly string[]).includes(first) ? (first as SubPackageRoot) : 'main'
}

export function findRoute(path: string): RouteDef | undefined {
  const clean = path.replace(/^\//, '').split('?')[0]
  return allRoutes.find((r) => r.path === clean || r.aliases?.includes('/' + clean) || (clean === '' && r.aliases?.includes('/')))
}

export const tabRoutes: readonly RouteDef[] = allRoutes
  .filter((r): r is RouteDef & { tab: number } => typeof r.tab === 'number')
  .sort((a, b) => a.tab! - b.tab!)

export function isTabPath(path: string): boolean {
  const r = findRoute(path)
  return typeof r?.tab === 'number'
}

// Word lists of the campus-sized data set (seed/campus): names, colleges, topics. Texts are combinations of these
// parts, so words repeat the way real content does (some very common), and the benchmark can draw search keywords
// from the same lists knowing they find something.

/** Codes of the campus data set's organisation units start so (the demo seed leaves them to the campus people). */
export const CAMPUS_ORG_PREFIX = 'campus-'

/** Surnames, the common ones repeated so they come up as often as they do in China (王, 李, 张 … first). */
export const SURNAMES = [
  ...'王王王王李李李李张张张张刘刘刘陈陈陈杨杨赵赵黄黄周周吴吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙万段雷钱汤尹黎易常武乔贺赖龚文',
]

/** Characters of given names (one or two of them). */
export const GIVEN = [
  ...'伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红鹏辉建文斌宇浩凯晨欣怡婷雪琳思雨佳颖子涵梓轩博文昊然俊杰宏志远嘉瑞晓东海波振宁春梅晶莉丹雯倩璐瑶萱悦琪',
]

export const COLLEGES = [
  '计算机学院',
  '经济管理学院',
  '外国语学院',
  '机械工程学院',
  '电子信息学院',
  '土木工程学院',
  '化学化工学院',
  '生命科学学院',
  '数学与统计学院',
  '物理学院',
  '材料科学学院',
  '环境学院',
  '法学院',
  '新闻传播学院',
  '艺术学院',
  '医学院',
  '马克思主义学院',
  '教育学院',
  '建筑学院',
  '体育学院',
]

/** Short names of the colleges, for class names (计算2301班). */
export const COLLEGE_SHORT = [
  '计算',
  '经管',
  '外语',
  '机械',
  '电信',
  '土木',
  '化工',
  '生科',
  '数统',
  '物理',
  '材料',
  '环境',
  '法学',
  '新传',
  '艺术',
  '医学',
  '马院',
  '教育',
  '建筑',
  '体育',
]

export const OFFICES = [
  '教务处',
  '学生工作处',
  '图书馆',
  '网络与信息中心',
  '财务处',
  '后勤处',
  '研究生院',
  '国际交流处',
  '保卫处',
  '校医院',
]

export const TOPICS = [
  '奖学金评审',
  '期末考试安排',
  '选课',
  '学籍异动',
  '宿舍调整',
  '校园网维护',
  '图书馆开放时间',
  '体育课程',
  '实验室安全检查',
  '毕业论文答辩',
  '社会实践',
  '心理健康讲座',
  '就业招聘会',
  '学术报告',
  '创新创业大赛',
  '食堂服务',
  '校车时刻',
  '医保缴费',
  '助学贷款',
  '教材发放',
  '军训',
  '志愿服务',
  '党团活动',
  '英语四六级',
  '转专业',
  '研究生推免',
  '暑期学校',
  '交换生项目',
  '科研项目申报',
  '教学评估',
]

export const KINDS = ['的通知', '结果公示', '工作安排', '温馨提示', '报名启动', '时间调整', '办理指南', '常见问题']

export const PLACES = [
  '第一教学楼',
  '第二教学楼',
  '信息楼',
  '图书馆报告厅',
  '体育馆',
  '行政楼',
  '学生活动中心',
  '实验楼',
  '第二食堂',
  '大学生创业园',
]

export const COURSES = [
  '高等数学',
  '线性代数',
  '大学英语',
  '大学物理',
  '程序设计基础',
  '数据结构',
  '概率论与数理统计',
  '思想道德与法治',
  '中国近现代史纲要',
  '体育',
  '大学化学',
  '工程制图',
  '微观经济学',
  '管理学原理',
  '有机化学',
  '电路分析',
]

export const EVENT_KINDS = ['会议', '讨论', '培训', '值班', '讲座', '答疑', '组会', '班会']

export const SERVICE_ACTIONS = ['申请', '查询', '预约', '办理', '登记', '缴费']

export const TODO_ACTIONS = ['材料', '报告', '申请表', '总结', '作业', '预习笔记']

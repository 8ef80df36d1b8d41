// The generated search corpus of scripts/bench-search.mjs (documents as lib/search's sources hand them over).
// Generated corpus: campus-sounding titles from parts, so words repeat like in real content (some very common).
export const UNITS = [
  '计算机学院',
  '经济管理学院',
  '外国语学院',
  '机械工程学院',
  '教务处',
  '学生工作处',
  '图书馆',
  '网络与信息中心',
  '财务处',
  '后勤处',
  '研究生院',
  '国际交流处',
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
]
const KINDS = ['的通知', '结果公示', '工作安排', '温馨提示', '报名启动', '时间调整', '办理指南', '常见问题']
const PLACES = ['第一教学楼', '信息楼', '图书馆报告厅', '体育馆', '行政楼', '学生活动中心', '实验楼', '第二食堂']
const SURNAMES = '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗'
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰'
const pick = (list, i) => list[i % list.length]

export function corpus(count, owners) {
  const byType = { news: [], service: [], schedule: [], task: [], person: [] }
  for (let i = 0; i < count; i++) {
    const unit = pick(UNITS, i * 7 + 3)
    const topic = pick(TOPICS, i * 13 + 5)
    const kind = pick(KINDS, i * 3 + 1)
    const when = new Date(Date.now() - (i % 720) * 3_600_000)
    const slot = i % 20
    if (slot < 8) {
      byType.news.push({
        sourceId: `bench-${i}`,
        title: `${unit}关于${topic}${kind}`,
        body: `${unit}发布：${topic}相关事项${kind}，请相关师生留意。`,
        summary: `${topic}${kind}`,
        link: '',
        category: pick(['学校要闻', '通知公告', '学术动态', '校园生活'], i),
        status: 'published',
        happenedAt: when,
        ownerIds: null,
        audience: [],
      })
    } else if (slot < 9) {
      byType.service.push({
        sourceId: `bench-${i}`,
        title: `${topic}${pick(['申请', '查询', '预约', '办理'], i)}`,
        body: `${unit}提供的${topic}在线服务`,
        summary: `${unit}`,
        link: '',
        category: pick(['教务服务', '生活服务', '财务服务', '信息服务'], i),
        status: '',
        happenedAt: null,
        ownerIds: null,
        audience: i % 5 === 0 ? ['teacher', 'admin'] : [],
      })
    } else if (slot < 14) {
      byType.schedule.push({
        sourceId: `bench-${i}`,
        title: `${topic}${pick(['会议', '讨论', '培训', '值班'], i)}`,
        body: pick(PLACES, i),
        summary: pick(PLACES, i),
        link: '',
        category: pick(PLACES, i),
        status: '',
        happenedAt: when,
        ownerIds: [pick(owners, i)],
        audience: [],
      })
    } else if (slot < 19) {
      byType.task.push({
        sourceId: `bench-${i}`,
        title: `提交${topic}${pick(['材料', '报告', '申请表', '总结'], i)}`,
        body: `${unit}要求的${topic}事项`,
        summary: unit,
        link: '',
        category: '个人待办',
        status: pick(['未完成', '已完成'], i),
        happenedAt: when,
        ownerIds: [pick(owners, i), pick(owners, i + 1)],
        audience: [],
      })
    } else {
      const name = pick(SURNAMES, i) + pick(GIVEN, i * 7) + (i % 3 === 0 ? pick(GIVEN, i * 11) : '')
      byType.person.push({
        sourceId: `bench-${i}`,
        title: name,
        body: `${unit} 教师`,
        summary: `教师 · ${unit}`,
        link: '',
        category: '教师',
        status: '',
        happenedAt: null,
        ownerIds: null,
        audience: ['student', 'teacher', 'admin'],
      })
    }
  }
  return byType
}

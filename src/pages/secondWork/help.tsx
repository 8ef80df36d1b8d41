import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/page-shell'
import { Section } from '@/components/section'
import './help.scss'

const MEMBER_TOPICS: [string, string][] = [
  ['我能看到哪些单位？', '你所在的学院、部门或处室（按学校组织机构自动确定），以及你担任职务的单位。属于多个单位时，在工作台顶部切换。'],
  [
    '通知公告',
    '发给你所在单位（或你所在的系、班级）的公告会出现在工作台最上方，红点表示未读；置顶公告排在最前。打开公告即记为已读，过期的公告不再显示。',
  ],
  [
    '单位资讯与搜索',
    '“单位资讯”汇集本单位工作台显示的新闻栏目；“搜索”只在本单位发给你的公告和本单位资讯中查找，支持拼音、拼音首字母和错别字（如 hanjia、寒价 都能找到“寒假”）。',
  ],
  ['常用服务', '单位管理员为本单位成员置顶的校内服务，点击即可办理。'],
  [
    '单位日程',
    '“单位日程”按周列出领导日程和单位日程，可切换上一周、下一周；点开日程可看时间、地点和参与人。周视图和工作台首页按日历列出本周日程涉及的人员（如领导），点姓名或日程详情中的参与人，可查看其当周在本单位日程中的安排（个人日程）。',
  ],
]

const ADMIN_TOPICS: [string, string][] = [
  [
    '角色',
    '单位的角色有：成员、发布员（发布和管理公告）、日程编辑（编辑领导日程）和管理员（修改工作台设置，同时拥有发布员和日程编辑的权限）。角色由学校门户管理员授予。',
  ],
  [
    '发布公告',
    '在“通知公告”或工作台首页点“发布公告”：填写标题，用编辑器排版正文（加粗、斜体、标题、有序和无序列表、链接、插入图片），添加附件（PDF、Word、Excel、PPT、ZIP、TXT 或图片，每个不超过 20 MB），选择公告对象（全单位，或其下的系、班级），可设为置顶并设定有效期。正文会经过安全过滤后保存；附件只有公告对象可以下载。',
  ],
  ['管理公告', '在公告详情中可以编辑、置顶或取消置顶、立即撤下，并查看“已读名单”（已读人数 / 应读人数及阅读时间）。'],
  ['栏目设置', '勾选工作台显示的新闻栏目（本单位栏目和学校公共栏目），用箭头调整顺序，保存后成员立即看到新的顺序。'],
  ['服务设置', '勾选要置顶的服务并排序，保存后显示在成员的工作台上。'],
  [
    '编辑日程',
    '日程编辑在“单位日程”中点“新建”，选择日历，填写标题、时间、时区、地点、重复和提醒，并从本单位人员中邀请参与人；在日程详情中可编辑或删除，重复日程会询问只改本次、本次及以后还是全部。',
  ],
  ['日历设置', '管理员勾选工作台显示的日历并排序；未勾选的日历不再出现在成员的单位日程和工作台首页。'],
]

/** How the division workbench works, for members and for division admins. */
export default function SecondWorkHelpPage() {
  return (
    <PageShell title="工作台帮助">
      <Section title="成员使用说明">
        {MEMBER_TOPICS.map(([title, text]) => (
          <Topic key={title} title={title} text={text} />
        ))}
      </Section>
      <Section title="发布员与管理员">
        {ADMIN_TOPICS.map(([title, text]) => (
          <Topic key={title} title={title} text={text} />
        ))}
      </Section>
    </PageShell>
  )
}

function Topic({ title, text }: { title: string; text: string }) {
  return (
    <View className="division-help__item">
      <Text className="division-help__title">{title}</Text>
      <Text className="division-help__text">{text}</Text>
    </View>
  )
}

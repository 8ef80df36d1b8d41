import { Text, View } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import { ErrorState, Section, useDetailLoader } from '@/components'
import { ListSkeleton } from '@/components/list-skeleton'
import { getScientificResearch } from '@/features/personal/api'

/** 科研成果 (teachers): papers and projects. */
export function ResearchPanel() {
  const research = useDetailLoader(getScientificResearch)
  if (research.status === 'loading') return <ListSkeleton count={3} rows={1} />
  if (research.status === 'error' || !research.data) return <ErrorState message="科研成果加载失败" onRetry={() => void research.retry()} />
  const { papers, projects } = research.data
  return (
    <View>
      <Section title={`论文（${papers.length}）`} card={false}>
        {papers.length === 0 ? <View className="personal-empty">暂无论文</View> : null}
        {papers.map((p) => (
          <Cell key={p.id} title={p.title} description={`${p.venue} · ${p.year} · ${p.role}`} />
        ))}
      </Section>
      <Section title={`项目（${projects.length}）`} card={false}>
        {projects.length === 0 ? <View className="personal-empty">暂无项目</View> : null}
        {projects.map((p) => (
          <Cell
            key={p.id}
            title={p.title}
            description={`${p.venue} · ${p.year} · ${p.role}`}
            extra={p.fundingWan ? <Text>{p.fundingWan} 万元</Text> : undefined}
          />
        ))}
      </Section>
    </View>
  )
}

import { Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import './keyword-chips.scss'

/** Keywords as tappable chips (history, hot searches, suggestions). */
export function KeywordChips({ keywords, onPick, testId }: { keywords: string[]; onPick: (keyword: string) => void; testId?: string }) {
  return (
    <View className="keyword-chips" role="list" data-testid={testId}>
      {keywords.map((keyword) => (
        <View key={keyword} className="keyword-chips__chip" role="listitem" onClick={() => onPick(keyword)}>
          <Text {...BUTTON_ROLE}>{keyword}</Text>
        </View>
      ))}
    </View>
  )
}

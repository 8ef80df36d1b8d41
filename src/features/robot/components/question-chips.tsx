import { Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import './question-chips.scss'

/** Questions as tappable chips: tapping asks it. */
export function KeywordChips({ keywords, onPick }: { keywords: string[]; onPick: (keyword: string) => void }) {
  return (
    <View className="question-chips" role="list">
      {keywords.map((keyword) => (
        <View key={keyword} className="question-chips__chip" role="listitem" onClick={() => onPick(keyword)}>
          <Text {...BUTTON_ROLE}>{keyword}</Text>
        </View>
      ))}
    </View>
  )
}

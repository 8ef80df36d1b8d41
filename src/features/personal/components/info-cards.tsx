import { Text, View } from '@tarojs/components'
import type { PersonInfoCard } from '@contract/personal'
import './personal.scss'
import { BUTTON_ROLE } from '@/components/a11y'

/** The person info cards the server configures for the 我的 tab; each opens its detail. */
export function InfoCards({ cards, onOpen }: { cards: PersonInfoCard[]; onOpen: (code: PersonInfoCard['code']) => void }) {
  if (cards.length === 0) return null
  return (
    <View className="info-cards">
      {cards.map((card) => (
        <View key={card.code} className="info-card" {...BUTTON_ROLE} data-testid={`card-${card.code}`} onClick={() => onOpen(card.code)}>
          <Text className="info-card__title">{card.title}</Text>
          <View>
            <Text className="info-card__value">{card.value}</Text>
            <Text className="info-card__unit">{card.unit}</Text>
          </View>
          <Text className={`info-card__hint${card.warn ? ' info-card__hint--warn' : ''}`}>{card.hint}</Text>
        </View>
      ))}
    </View>
  )
}

import { Text, View } from '@tarojs/components'
import { Checkbox } from '@nutui/nutui-react-taro'
import { ArrowDown, ArrowUp } from '@nutui/icons-react-taro'
import { BUTTON_ROLE } from '@/components/a11y'
import { moveChoice, toggleChoice, type OrderedChoice } from '@/features/division/order'
import './ordered-choices.scss'

/** Tick what the workbench shows and order the ticked ones with the arrows. */
export function OrderedChoices({
  items,
  onChange,
  testId,
}: {
  items: OrderedChoice[]
  onChange: (items: OrderedChoice[]) => void
  testId: string
}) {
  const chosenCount = items.filter((c) => c.chosen).length
  return (
    <View className="dv-choices portal-card" data-testid={testId}>
      {items.map((item, index) => (
        <View key={item.id} className="dv-choices__row" data-testid={`${testId}-${item.id}`} data-chosen={item.chosen ? '1' : '0'}>
          <Checkbox checked={item.chosen} onChange={() => onChange(toggleChoice(items, item.id))} aria-label={`显示${item.label}`} />
          <View className="dv-choices__main" onClick={() => onChange(toggleChoice(items, item.id))}>
            <Text className="dv-choices__label">{item.label}</Text>
            {item.note ? <Text className="dv-choices__note">{item.note}</Text> : null}
          </View>
          {item.chosen ? (
            <>
              <View
                className="dv-choices__arrow"
                onClick={() => onChange(moveChoice(items, item.id, -1))}
                aria-label={`上移${item.label}`}
                {...BUTTON_ROLE}
              >
                <ArrowUp size={18} color={index === 0 ? '#DDD' : '#3A3C40'} />
              </View>
              <View
                className="dv-choices__arrow"
                onClick={() => onChange(moveChoice(items, item.id, 1))}
                aria-label={`下移${item.label}`}
                {...BUTTON_ROLE}
              >
                <ArrowDown size={18} color={index === chosenCount - 1 ? '#DDD' : '#3A3C40'} />
              </View>
            </>
          ) : null}
        </View>
      ))}
    </View>
  )
}

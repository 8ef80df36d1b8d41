import { Text, View } from '@tarojs/components'
import { NavCell } from './nav-cell'
import { Cell } from '@nutui/nutui-react-taro'
import { Check } from '@nutui/icons-react-taro'
import './choice-list.scss'

/** A list of cells with a check mark on the chosen ones (single or several). */
export function ChoiceList<K extends string | number>(props: {
  items: ReadonlyArray<{ key: K; label: string }>
  chosen: readonly K[]
  onPick: (key: K) => void
  testId?: string
}) {
  return (
    <Cell.Group>
      {props.items.map((item) => (
        <NavCell
          key={item.key}
          title={item.label}
          clickable
          onClick={() => props.onPick(item.key)}
          extra={props.chosen.includes(item.key) ? <Check color="#ED663F" /> : ''}
          testId={props.testId ? `${props.testId}-${item.key}` : undefined}
        />
      ))}
    </Cell.Group>
  )
}

/** Small toggles in a row (weekdays, units). */
export function Chips<K extends string>(props: {
  items: ReadonlyArray<{ key: K; label: string }>
  chosen: readonly K[]
  onPick: (key: K) => void
}) {
  return (
    <View className="choice-chips">
      {props.items.map((item) => (
        <Text
          key={item.key}
          className={props.chosen.includes(item.key) ? 'choice-chips__chip choice-chips__chip--on' : 'choice-chips__chip'}
          onClick={() => props.onPick(item.key)}
          data-key={item.key}
        >
          {item.label}
        </Text>
      ))}
    </View>
  )
}

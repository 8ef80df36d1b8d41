import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Checkbox } from '@nutui/nutui-react-taro'
import './online-send.scss'

export interface PickRowProps {
  name: string
  sub?: ReactNode
  /** A third line (a person's phone), kept apart so a long organisation path cannot push it out of view. */
  note?: string
  checked: boolean
  /** False when the sender may not address this entry: shown, not selectable. */
  allowed: boolean
  onToggle: () => void
  /** A link at the end of the row (下级, 人员). */
  extra?: ReactNode
  testId?: string
}

/** One selectable row of the choose pages: checkbox, name, a second line, an optional link. */
export function PickRow({ name, sub, note, checked, allowed, onToggle, extra, testId }: PickRowProps) {
  return (
    <View className={`os-row${allowed ? '' : ' os-row--disabled'}`} data-testid={testId}>
      {/* The checkbox is the control a screen reader or keyboard uses (Space presses it); a tap anywhere on the row toggles too. */}
      <View className="os-row__main os-row__main--pick" onClick={() => allowed && onToggle()}>
        <Checkbox checked={checked} disabled={!allowed} aria-label={name} />
        <View className="os-row__main">
          <Text className="os-row__name">{name}</Text>
          {sub ? <Text className="os-row__sub">{sub}</Text> : null}
          {note ? <Text className="os-row__sub">{note}</Text> : null}
          {allowed ? null : <Text className="os-row__sub">无发送权限</Text>}
        </View>
      </View>
      {extra}
    </View>
  )
}

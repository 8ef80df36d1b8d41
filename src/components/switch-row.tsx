import { Cell } from '@nutui/nutui-react-taro'
import { Switch } from './switch'

export interface SwitchRowProps {
  title: string
  description?: string
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
}

/** A settings row: title, optional explanation, and a switch on the right (pair with `useSettingSaver`). */
export function SwitchRow({ title, description, checked, onChange, disabled }: SwitchRowProps) {
  return (
    <Cell
      title={title}
      description={description}
      extra={<Switch checked={checked} disabled={disabled} onChange={onChange} aria-label={title} />}
    />
  )
}

import { useState } from 'react'
import { Cell, Picker } from '@nutui/nutui-react-taro'
import type { PickerOption, PickerValue } from '@nutui/nutui-react-taro/dist/es/types/spec/picker/base'
import type { Visibility } from '@contract/account-security'
import { VISIBILITY_OPTIONS, visibilityLabel } from '../visibility'

export interface VisibilityRowProps {
  title: string
  description: string
  value: Visibility
  onChange: (value: Visibility) => void
  disabled?: boolean
  testId: string
}

/** A settings row: who may see one of my contact fields, chosen from 所有人 / 仅本单位 / 仅自己. */
export function VisibilityRow({ title, description, value, onChange, disabled, testId }: VisibilityRowProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Cell
        title={title}
        description={description}
        extra={visibilityLabel(value)}
        clickable
        onClick={() => !disabled && setOpen(true)}
        className={testId}
      />
      <Picker
        visible={open}
        title={title}
        options={[VISIBILITY_OPTIONS as PickerOption[]]}
        value={[value]}
        onConfirm={(_options: PickerOption[], values: PickerValue[]) => {
          const next = values[0] as Visibility | undefined
          if (next && next !== value) onChange(next)
        }}
        onClose={() => setOpen(false)}
      />
    </>
  )
}

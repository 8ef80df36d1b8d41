import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import './security-form.scss'

export interface FormRowProps {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  placeholder: string
  type?: string
  maxLength?: number
  /** A control on the right (the code button). */
  extra?: ReactNode
}

/** One labelled input row of the security forms. */
export function FormRow({ label, name, value, onChange, placeholder, type = 'text', maxLength, extra }: FormRowProps) {
  return (
    <View className="security-form__row">
      <Text className="security-form__label">{label}</Text>
      <View className="security-form__input">
        <Input
          name={name}
          type={type as 'text'}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          maxLength={maxLength}
          clearable
        />
      </View>
      {extra}
    </View>
  )
}

import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import './login.scss'

export interface LoginFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder: string
  type?: string
  maxLength?: number
  name: string
  /** Right-hand control (the SMS code button). */
  extra?: ReactNode
}

/** A labelled input row of the login forms. */
export function LoginField({ label, value, onChange, placeholder, type = 'text', maxLength, name, extra }: LoginFieldProps) {
  return (
    <View className="login-page__field">
      <Text className="login-page__field-label">{label}</Text>
      <Input
        name={name}
        type={type as 'text'}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        maxLength={maxLength}
        clearable
      />
      {extra}
    </View>
  )
}

import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { TEL_INPUT_TYPE } from '@/components/input-types'
import { useFeatureStore } from '@/stores/context'
import { loginFlowFeature } from '@/features/auth/login-flow'
import { LoginField } from './login-field'

interface ValueProps {
  value: string
  onChange: (value: string) => void
}

/** 账号: the student or staff number. */
export function AccountField({ value, onChange }: ValueProps) {
  return <LoginField name="username" label="账号" value={value} onChange={onChange} placeholder="请输入学号/工号" maxLength={64} />
}

/** 密码. */
export function PasswordField({ value, onChange }: ValueProps) {
  return (
    <LoginField name="password" label="密码" type="password" value={value} onChange={onChange} placeholder="请输入密码" maxLength={128} />
  )
}

/** 手机号 of the SMS sign-in. */
export function MobileField({ value, onChange }: ValueProps) {
  return (
    <LoginField
      name="mobile"
      label="手机号"
      type={TEL_INPUT_TYPE}
      value={value}
      onChange={onChange}
      placeholder="请输入手机号"
      maxLength={11}
    />
  )
}

export interface SmsCodeFieldProps extends ValueProps {
  /** Where the code goes. */
  mobile: string
  /** 验证码已发送至 …, or '' when a new send starts. */
  onNotice: (notice: string) => void
}

/** 验证码 with its 获取验证码 button, which sends to `mobile` and counts down 60 s between sends. */
function SmsCodeFieldView({ value, onChange, mobile, onNotice }: SmsCodeFieldProps) {
  const login = useFeatureStore(loginFlowFeature)
  const { countdown } = login

  const send = async () => {
    if (login.busy || countdown.running) return
    onNotice('')
    try {
      const sent = await login.sendSmsCode(mobile)
      if (!sent) return
      const minutes = Math.max(1, Math.round(sent.expiresIn / 60))
      onNotice(`验证码已发送至 ${mobile.slice(0, 3)}****${mobile.slice(7)}，${minutes}分钟内有效`)
    } catch {
      // The reason (wrong number, too many requests) is in login.error.
    }
  }

  return (
    <LoginField
      name="smscode"
      label="验证码"
      type="number"
      value={value}
      onChange={onChange}
      placeholder="请输入6位验证码"
      maxLength={6}
      extra={
        <Button
          className="login-page__code-button"
          size="small"
          type="primary"
          fill="outline"
          disabled={countdown.running}
          onClick={send}
          data-testid="sms-send"
        >
          {countdown.text}
        </Button>
      }
    />
  )
}

export const SmsCodeField = observer(SmsCodeFieldView)

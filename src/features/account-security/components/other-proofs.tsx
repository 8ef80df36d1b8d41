import { Text, View } from '@tarojs/components'
import { nav } from '@/routes/nav'
import type { ProofPurpose } from '@/features/account-security/proof-holder'
import './security-form.scss'

type Method = 'verfityPwd' | 'qPhone' | 'qEmail' | 'verfityQuestion'

const LABELS: Record<Method, string> = {
  verfityPwd: '使用当前密码验证',
  qPhone: '使用手机验证码验证',
  qEmail: '使用邮箱验证码验证',
  verfityQuestion: '使用安全问题验证',
}

/** Links to the other ways of proving it is you (the current page's own method left out). */
export function OtherProofs({ current, next, recover }: { current: Method; next: ProofPurpose; recover?: boolean }) {
  // Signed out (forgot password) there is no current password to prove with.
  const methods = (Object.keys(LABELS) as Method[]).filter((method) => method !== current && !(recover && method === 'verfityPwd'))
  return (
    <View className="security-form__links">
      {methods.map((method) => (
        <Text
          key={method}
          className="security-form__link"
          onClick={() =>
            void (method === 'verfityPwd'
              ? nav.redirect(method, { next })
              : nav.redirect(method, recover ? { next, recover: 1 } : { next }))
          }
          data-testid={`proof-${method}`}
        >
          {LABELS[method]}
        </Text>
      ))}
    </View>
  )
}

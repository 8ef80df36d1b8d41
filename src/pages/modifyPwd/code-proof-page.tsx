import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { CodeChannel } from '@contract/account-security'
import { PageShell } from '@/components/page-shell'
import { errorText } from '@/components/errors'
import { SmsCountdown } from '@/features/auth/sms-countdown'
import { proveByCode, recoveryProveByCode, recoverySendCode, securityOverview, sendProofCode } from '@/features/account-security/api'
import { continueWithProof } from '@/features/account-security/after-proof'
import { CodeProofForm, OtherProofs } from '@/features/account-security/components'
import type { ProofPurpose } from '@/features/account-security/proof-holder'
import { useStores } from '@/stores/context'
import '@/features/account-security/components/security-form.scss'

/**
 * A code to the bound phone (qPhone, oldPhone) or email (qEmail, oldEmail) proves it is you; signed out with
 * `recover`, the account name is asked for first (forgot password).
 */
export function CodeProofPage({ channel, next, recover }: { channel: CodeChannel; next: ProofPurpose; recover: boolean }) {
  const { account } = useStores()
  const [countdown] = useState(() => new SmsCountdown())
  const [destination, setDestination] = useState<string | undefined>()
  const [error, setError] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => () => countdown.dispose(), [countdown])
  useEffect(() => {
    if (recover || !account.isSignedIn) return
    setError(null)
    securityOverview()
      .then((overview) => setDestination(channel === 'sms' ? overview.mobile : overview.email))
      .catch(setError)
  }, [recover, account.isSignedIn, channel, attempt])
  const unbound = !recover && destination === ''
  return (
    <PageShell
      signedOut={!recover && !account.isSignedIn}
      loading={!recover && destination === undefined && !error}
      error={error ? errorText(error, '加载失败') : null}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      {unbound ? (
        <View className="security-form">
          <Text className="security-form__intro">账号未绑定{channel === 'sms' ? '手机号' : '邮箱'}，请选择其他验证方式。</Text>
        </View>
      ) : (
        <CodeProofForm
          channel={channel}
          countdown={countdown}
          askUsername={recover}
          destination={destination}
          send={(username) => (recover ? recoverySendCode(username, channel) : sendProofCode(channel))}
          prove={(username, code) => (recover ? recoveryProveByCode(username, channel, code) : proveByCode(channel, code))}
          onProved={(proof) => void continueWithProof(proof, next, recover)}
        />
      )}
      <OtherProofs current={channel === 'sms' ? 'qPhone' : 'qEmail'} next={next} recover={recover} />
    </PageShell>
  )
}

import { Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { nav } from '@/routes/nav'
import { useFeatureStore } from '@/stores/context'
import { signInConsentFeature, type ConsentAsker } from '@/features/auth/sign-in-consent'
import { SubmitButton } from '@/components/submit-button'
import { ALERT_ROLE } from '@/components/a11y'
import './login.scss'

/**
 * The consent question (see SignInConsent): which versions, links to the texts, and 同意 / 不同意. It cannot be
 * dismissed any other way: the sign-in (or the app) waits for the answer. A sign-in page shows the questions its
 * sign-in asks; the app shows the ones asked when it starts or comes back (`asker="app-show"`).
 */
function SignInConsentDialogView({ asker = 'sign-in' }: { asker?: ConsentAsker }) {
  const consent = useFeatureStore(signInConsentFeature)
  const pending = consent.asker === asker ? consent.pending : null
  const updated = pending?.texts.filter((text) => text.needsConsent && text.acceptedVersion) ?? []
  return (
    <Popup visible={pending !== null} position="bottom" round closeOnOverlayClick={false} className="consent-sheet">
      {pending ? (
        <View className="consent-sheet__body" data-testid="sign-in-consent">
          <Text className="consent-sheet__title">
            {updated.length > 0 ? `${updated.map((text) => text.label).join('与')}已更新` : '用户协议与隐私政策'}
          </Text>
          <Text className="consent-sheet__text">
            {updated.length > 0
              ? updated
                  .map((text) => `《${text.title}》已更新为 ${text.version} 版（您上次同意的是 ${text.acceptedVersion} 版）。`)
                  .join('')
              : `欢迎使用。请阅读《${pending.title}》（${pending.version} 版）。`}
            同意后方可继续使用；不同意将退出登录。
          </Text>
          <View className="consent-sheet__links">
            <Text className="login-agreement__link" onClick={() => void nav.to('userAgreement')}>
              《用户协议》
            </Text>
            <Text className="login-agreement__link" onClick={() => void nav.to('privacyPolicy')}>
              《隐私政策》及个人信息收集清单
            </Text>
          </View>
          {consent.error ? (
            <Text className="login-page__error" {...ALERT_ROLE}>
              {consent.error}
            </Text>
          ) : null}
          <View className="consent-sheet__actions">
            <Button className="consent-sheet__button" disabled={consent.busy} onClick={consent.decline} data-testid="consent-decline">
              不同意
            </Button>
            <SubmitButton
              submit={consent}
              className="consent-sheet__button"
              type="primary"
              onClick={() => void consent.agree()}
              data-testid="consent-agree"
            >
              同意
            </SubmitButton>
          </View>
        </View>
      ) : null}
    </Popup>
  )
}

export const SignInConsentDialog = observer(SignInConsentDialogView)

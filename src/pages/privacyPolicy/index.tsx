import { Text, View } from '@tarojs/components'
import type { AgreementStatus } from '@contract/personal'
import { Button, Cell } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { DetailPage, useDetailLoader, useSubmit } from '@/components'
import type { RouteName } from '@/routes/route-table'
import { nav } from '@/routes/nav'
import { useStores } from '@/stores/context'
import { logout } from '@/shell/logout'
import { agreementBlocks } from '@/features/auth/agreement-text'
import { signInConsentFeature } from '@/features/auth/sign-in-consent'
import { acceptAgreement, getAgreementStatus, getPrivacyPolicy } from '@/features/personal/api'
import { versionLine } from '@/features/personal/use-privacy-policy'
import { SubmitButton } from '@/components/submit-button'
import './privacy-policy.scss'

const SECTIONS: Array<[RouteName, string]> = [
  ['privacyPolicyAgreement', '用户协议'],
  ['privacyGuidelines', '隐私保护指引'],
  ['personalInformation', '个人信息收集清单'],
  ['thirdParty', '第三方信息共享清单'],
  ['faceProtocol', '人脸识别协议'],
  ['privacyProtection', '未成年人个人信息保护'],
]

/** The signed-in person's consent to this version: 同意, or 不同意并退出 (the portal cannot be used without it). */
const ConsentBar = observer(function ConsentBar() {
  const store = useStores()
  const status = useDetailLoader(getAgreementStatus, [], store.account.isSignedIn)
  const accept = useSubmit((shown: AgreementStatus) => acceptAgreement(shown), {
    failure: '提交失败',
    success: '已同意',
    onSuccess: () => {
      status.reload()
      // The app's own question (which stepped aside for this page) is answered too.
      store.feature(signInConsentFeature).answeredElsewhere()
    },
  })
  if (!store.account.isSignedIn || status.status !== 'ready' || !status.data) return null
  const { needsConsent, version, acceptedVersion, texts } = status.data
  const outdated = texts.filter((text) => text.needsConsent)
  if (!needsConsent)
    return (
      <Text className="policy-meta" data-testid="policy-consent">
        您已同意 {acceptedVersion} 版
      </Text>
    )
  return (
    <View className="policy-consent" data-testid="policy-consent">
      <Text className="policy-consent__text">
        {outdated.map((text) => `${text.label}已更新为 ${text.version} 版`).join('，') || `隐私政策已更新为 ${version} 版`}
        ，请阅读后选择是否同意
      </Text>
      <SubmitButton submit={accept} args={[status.data]} block type="primary">
        同意
      </SubmitButton>
      <Button block fill="none" onClick={() => void logout(store)}>
        不同意并退出登录
      </Button>
    </View>
  )
})

/** 隐私政策: the current version's summary, its sections, and the consent to it. */
export default function PrivacyPolicyIndex() {
  return (
    <DetailPage
      load={getPrivacyPolicy}
      render={(policy) => (
        <View>
          <View className="policy-item">
            <Text className="policy-item__title">{policy.title}</Text>
            <Text className="policy-meta">{versionLine(policy)}</Text>
            {agreementBlocks(policy.content)
              .filter((b) => b.kind !== 'heading')
              .slice(0, 2)
              .map((b, i) => (
                <Text key={i} className="policy-item__line">
                  {b.text}
                </Text>
              ))}
          </View>
          <Cell.Group>
            <Cell title="隐私政策全文" clickable onClick={() => void nav.to('aboutPrivacy')} />
            {SECTIONS.map(([route, title]) => (
              <Cell key={route} title={title} clickable onClick={() => void nav.to(route as 'privacyGuidelines')} />
            ))}
          </Cell.Group>
          <ConsentBar />
        </View>
      )}
    />
  )
}

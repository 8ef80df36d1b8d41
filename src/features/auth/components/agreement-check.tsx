import { Text, View } from '@tarojs/components'
import { Checkbox } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { nav } from '@/routes/nav'
import { useFeatureStore } from '@/stores/context'
import { loginFlowFeature } from '@/features/auth/login-flow'
import './login.scss'

/** 我已阅读并同意《用户协议》《隐私政策》: must be ticked before any login (kept across the login pages). */
function AgreementCheckView() {
  const login = useFeatureStore(loginFlowFeature)
  return (
    <View className="login-agreement">
      <Checkbox
        checked={login.agreed}
        onChange={(on) => login.setAgreed(on)}
        aria-label="同意用户协议和隐私政策"
        data-testid="agreement-check"
      />
      <Text className="login-agreement__text" onClick={() => login.setAgreed(!login.agreed)}>
        我已阅读并同意
        <Text
          className="login-agreement__link"
          onClick={(e) => {
            e.stopPropagation()
            void nav.to('userAgreement')
          }}
        >
          《用户协议》
        </Text>
        和
        <Text
          className="login-agreement__link"
          onClick={(e) => {
            e.stopPropagation()
            void nav.to('userPrivacy')
          }}
        >
          《隐私政策》
        </Text>
      </Text>
    </View>
  )
}

export const AgreementCheck = observer(AgreementCheckView)

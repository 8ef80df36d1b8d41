import { useEffect } from 'react'
import { Button as NativeButton, Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { openPrivacyContract, watchPrivacyAuthorization } from '@/lib/privacy-listener'
import { PRIVACY_AGREE_BUTTON_ID, privacyPrompt, type PrivacyPrompt } from '@/lib/privacy-prompt'
import { LAYERS } from '@/styles/layers'

/**
 * WeChat's privacy pop-up of the mini-program: shown when a private API (clipboard, calendar,
 * location, camera, sensors, avatar…) waits for consent. Agreeing must go through a native button
 * with open-type agreePrivacyAuthorization; WeChat checks that it was tapped.
 */
export const PrivacyPopup = observer(function PrivacyPopup({ prompt = privacyPrompt }: { prompt?: PrivacyPrompt }) {
  useEffect(() => watchPrivacyAuthorization(prompt), [prompt])

  return (
    <Popup
      visible={prompt.visible}
      position="bottom"
      round
      closeOnOverlayClick={false}
      zIndex={LAYERS.popup + 10}
      onClose={prompt.disagree}
    >
      <View className="privacy-popup">
        <Text className="privacy-popup__title">用户隐私保护提示</Text>
        <Text className="privacy-popup__text">
          使用此功能前，请仔细阅读
          <Text className="privacy-popup__link" onClick={openPrivacyContract}>
            《{prompt.contractName}》
          </Text>
          。同意后方可继续使用；拒绝不影响使用其他功能。
        </Text>
        <View className="privacy-popup__actions">
          <Button className="privacy-popup__button" onClick={prompt.disagree}>
            拒绝
          </Button>
          <NativeButton
            id={PRIVACY_AGREE_BUTTON_ID}
            className="privacy-popup__agree"
            openType="agreePrivacyAuthorization"
            onAgreePrivacyAuthorization={prompt.agree}
          >
            同意
          </NativeButton>
        </View>
      </View>
    </Popup>
  )
})

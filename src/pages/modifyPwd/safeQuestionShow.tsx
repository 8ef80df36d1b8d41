import { Text, View } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import { questionText } from '@contract/security-questions'
import { DetailPage } from '@/components/detail-page'
import { myQuestionCodes } from '@/features/account-security/api'
import { nav } from '@/routes/nav'
import '@/features/account-security/components/security-form.scss'

/** 安全问题: the chosen questions (answers are never shown), and the way to change or set them. */
export default function SafeQuestionShow() {
  return (
    <DetailPage<string[]>
      load={myQuestionCodes}
      render={(codes) => (
        <View className="security-form">
          {codes.length > 0 ? (
            <>
              <Text className="security-form__intro">已设置以下安全问题，答案已加密保存，不会显示。</Text>
              <Cell.Group>
                {codes.map((code, i) => (
                  <Cell key={code} title={`问题${i + 1}`} description={questionText(code)} extra="******" className="question-item" />
                ))}
              </Cell.Group>
              <View className="security-form__submit">
                <Button block type="primary" onClick={() => void nav.to('oldQuestion')} data-testid="questions-change">
                  修改安全问题
                </Button>
              </View>
            </>
          ) : (
            <>
              <Text className="security-form__intro">您还没有设置安全问题。设置后，忘记密码时可通过回答安全问题找回。</Text>
              <View className="security-form__submit">
                <Button block type="primary" onClick={() => void nav.to('verfityPwd', { next: 'questions' })} data-testid="questions-set">
                  设置安全问题
                </Button>
              </View>
            </>
          )}
        </View>
      )}
    />
  )
}

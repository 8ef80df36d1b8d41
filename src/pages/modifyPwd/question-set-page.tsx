import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/page-shell'
import { saveQuestions } from '@/features/account-security/api'
import { ProofGate, QuestionPickerForm } from '@/features/account-security/components'
import { dropProof } from '@/features/account-security/proof-holder'
import { nav } from '@/routes/nav'
import { useStores } from '@/stores/context'
import '@/features/account-security/components/security-form.scss'

/** Choose and answer three questions (safeQuestionSet the first time, modifyQuestion afterwards). */
export function QuestionSetPage() {
  const { account } = useStores()
  return (
    <PageShell signedOut={!account.isSignedIn}>
      <View className="security-form">
        <ProofGate purpose="questions">
          {(proof) => (
            <>
              <Text className="security-form__intro">请选择3个不同的问题并填写答案。答案不区分大小写、全半角和标点，请牢记。</Text>
              <QuestionPickerForm
                save={(items) => saveQuestions(proof, items)}
                onSaved={() => {
                  dropProof()
                  void nav.redirect('safeQuestionShow')
                }}
              />
            </>
          )}
        </ProofGate>
      </View>
    </PageShell>
  )
}

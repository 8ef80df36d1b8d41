import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { PageShell } from '@/components/page-shell'
import { changePassword, recoveryResetPassword } from '@/features/account-security/api'
import { NewPasswordForm, ProofGate } from '@/features/account-security/components'
import { dropProof } from '@/features/account-security/proof-holder'
import { nav } from '@/routes/nav'
import { useStores } from '@/stores/context'
import '@/features/account-security/components/security-form.scss'

/**
 * 修改密码 after a proof. Signed in, this device gets a new token and every other session ends; with
 * recover=1 (forgot password) the person signs in again with the new password.
 */
export default function ModifyPwd() {
  const recover = useRouter().params.recover === '1'
  const { account } = useStores()
  return (
    <PageShell title={recover ? '重置密码' : '修改密码'}>
      <View className="security-form">
        <ProofGate purpose="password" recover={recover}>
          {(proof) => (
            <>
              <Text className="security-form__intro">
                {recover ? '设置新密码后，请使用新密码登录。' : '修改密码后，其他设备上的登录将全部退出。'}
              </Text>
              <NewPasswordForm
                username={recover ? '' : account.username}
                save={async (newPassword) => {
                  if (recover) return await recoveryResetPassword(proof, newPassword)
                  const signedIn = await changePassword(proof, newPassword)
                  account.signIn(signedIn.idToken)
                  return signedIn
                }}
                success={recover ? '密码已重置，请重新登录' : '密码已修改'}
                onSuccess={() => {
                  dropProof()
                  void (recover ? nav.redirect('pwdLogin') : nav.back())
                }}
              />
            </>
          )}
        </ProofGate>
      </View>
    </PageShell>
  )
}

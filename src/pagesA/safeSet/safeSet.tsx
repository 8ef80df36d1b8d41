import { useState } from 'react'
import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { Cell } from '@nutui/nutui-react-taro'
import type { SecurityOverview } from '@contract/account-security'
import { DetailPage } from '@/components/detail-page'
import { Section } from '@/components/section'
import { securityOverview } from '@/features/account-security/api'
import { formatPortalTime } from '@/lib/portal-time'
import { SecurityLog } from '@/features/account-security/components/security-log'
import { nav } from '@/routes/nav'
import { useStores } from '@/stores/context'

const SCHOOL_PASSWORD = '由学校统一身份认证管理，请到学校统一身份认证修改密码'

function Overview({ data, shown }: { data: SecurityOverview; shown: number }) {
  return (
    <View>
      <Section title="账号安全" card={false}>
        <Cell.Group>
          {data.passwordManagedBySchool ? (
            // The school's sign-on checks this password: a portal password would be written and never read.
            <Cell title="登录密码" description={SCHOOL_PASSWORD} className="safe-password" />
          ) : (
            <Cell
              title="登录密码"
              description={data.passwordChangedAt ? `上次修改：${formatPortalTime(data.passwordChangedAt)}` : '尚未修改过初始密码'}
              extra="修改"
              clickable
              onClick={() => void nav.to('verfityPwd', { next: 'password' })}
              className="safe-password"
            />
          )}
          <Cell
            title="手机号"
            description={data.mobile || '未绑定'}
            extra={data.mobile ? '更换' : '绑定'}
            clickable
            onClick={() => void (data.mobile ? nav.to('oldPhone') : nav.to('verfityPwd', { next: 'phone' }))}
            className="safe-phone"
          />
          <Cell
            title="邮箱"
            description={data.email || '未绑定'}
            extra={data.email ? '更换' : '绑定'}
            clickable
            onClick={() => void (data.email ? nav.to('oldEmail') : nav.to('verfityPwd', { next: 'email' }))}
            className="safe-email"
          />
          <Cell
            title="安全问题"
            description={data.questionCodes.length > 0 ? '已设置' : '未设置'}
            extra="查看"
            clickable
            onClick={() => void nav.to('safeQuestionShow')}
            className="safe-questions"
          />
          <Cell
            title="隐私"
            description="联系方式可见范围、黑名单、应用授权"
            extra="设置"
            clickable
            onClick={() => void nav.to('privacy')}
          />
        </Cell.Group>
      </Section>
      <Section title="最近登录与安全记录" card={false}>
        <SecurityLog reloadKey={shown} />
      </Section>
    </View>
  )
}

/** 账号安全: password, phone and email (masked), security questions, privacy and the login history; reloads on return. */
export default function SafeSet() {
  const { account } = useStores()
  const [shown, setShown] = useState(0)
  useDidShow(() => setShown((n) => n + 1))
  return (
    <DetailPage<SecurityOverview>
      load={securityOverview}
      deps={[shown]}
      signedOut={!account.isSignedIn}
      render={(data) => <Overview data={data} shown={shown} />}
    />
  )
}

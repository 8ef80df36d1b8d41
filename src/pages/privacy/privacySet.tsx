import { useState } from 'react'
import { Cell } from '@nutui/nutui-react-taro'
import type { PrivacySettings } from '@contract/account-security'
import { DetailPage } from '@/components/detail-page'
import { Section } from '@/components/section'
import { SwitchRow } from '@/components/switch-row'
import { useSettingSaver } from '@/components/use-setting-saver'
import { privacySettings, savePrivacySettings } from '@/features/privacy/api'
import { VisibilityRow } from '@/features/privacy/components/visibility-row'
import { useStores } from '@/stores/context'

/** Who may see each contact field in people search and online send. */
const VISIBILITY_ROWS = [
  { key: 'mobileVisibility', title: '手机号', description: '他人查找到您时显示的手机号', testId: 'privacy-mobile' },
  { key: 'emailVisibility', title: '邮箱', description: '他人查找到您时显示的邮箱', testId: 'privacy-email' },
  { key: 'orgVisibility', title: '所属组织', description: '学院、部门或班级', testId: 'privacy-org' },
] as const

function Settings({ initial }: { initial: PrivacySettings }) {
  const [data, setData] = useState(initial)
  const saver = useSettingSaver()
  const change = <K extends keyof PrivacySettings>(key: K, value: PrivacySettings[K]) => {
    const before = data
    void saver.change(key, {
      apply: () => setData({ ...before, [key]: value }),
      save: () => savePrivacySettings({ [key]: value }),
      commit: setData,
      rollback: () => setData(before),
    })
  }
  return (
    <>
      <Section title="在人员搜索和在线发送中，谁能看到我的" card={false}>
        <Cell.Group>
          {VISIBILITY_ROWS.map((row) => (
            <VisibilityRow
              key={row.key}
              title={row.title}
              description={row.description}
              value={data[row.key]}
              onChange={(v) => change(row.key, v)}
              disabled={saver.pending(row.key)}
              testId={row.testId}
            />
          ))}
        </Cell.Group>
      </Section>
      <Section title="其他" card={false}>
        <SwitchRow
          title="允许通过手机号找到我"
          description="关闭后，他人无法通过输入手机号搜索到您"
          checked={data.findableByMobile}
          onChange={(v) => change('findableByMobile', v)}
          disabled={saver.pending('findableByMobile')}
        />
        <SwitchRow
          title="个性化推荐"
          description="根据您的使用记录推荐服务和资讯"
          checked={data.recommendations}
          onChange={(v) => change('recommendations', v)}
          disabled={saver.pending('recommendations')}
        />
      </Section>
    </>
  )
}

/** 隐私设置: who sees my phone, email and organisation; found by phone; personalised recommendations. */
export default function PrivacySet() {
  const { account } = useStores()
  return (
    <DetailPage<PrivacySettings> load={privacySettings} signedOut={!account.isSignedIn} render={(data) => <Settings initial={data} />} />
  )
}

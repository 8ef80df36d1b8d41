import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { PageShell } from '@/components/page-shell'
import { SegmentedTabs } from '@/components/segmented-tabs'
import { toast } from '@/lib/ui'
import { useFeatureStore } from '@/stores/context'
import { externalEntry } from '@/features/online-send/chosen-list'
import { externalContactProblem, type ExternalKind } from '@/features/online-send/external-contact'
import { ChosenChips } from '@/features/online-send/components/chosen-chips'
import { DoneFooter } from '@/features/online-send/components/done-footer'
import { chooseListFeature } from '@/features/online-send/choose-list-store'
import '@/features/online-send/components/online-send.scss'

type Kind = ExternalKind
const KINDS = [
  { key: 'phone' as const, label: '手机号' },
  { key: 'email' as const, label: '邮箱' },
]

/** 添加外部联系人: a phone number or an email address, validated and de-duplicated. */
function AddExternalContactsPage() {
  const chooseList = useFeatureStore(chooseListFeature)
  const [kind, setKind] = useState<Kind>('phone')
  const [value, setValue] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const add = () => {
    const trimmed = value.trim()
    const reason = externalContactProblem(kind, trimmed, chooseList.has)
    setProblem(reason)
    if (reason) return
    chooseList.add(externalEntry(kind, trimmed))
    setValue('')
    void toast('已添加')
  }

  return (
    <PageShell footer={<DoneFooter store={chooseList} />}>
      <SegmentedTabs
        items={KINDS}
        value={kind}
        onChange={(key) => (setKind(key), setProblem(null))}
        variant="segment"
        ariaLabel="联系方式"
      />
      <View className="portal-card portal-card--spaced">
        <Input
          value={value}
          onChange={(text) => (setValue(text), setProblem(null))}
          type={kind === 'phone' ? 'tel' : 'text'}
          maxLength={kind === 'phone' ? 11 : 254}
          placeholder={kind === 'phone' ? '请输入手机号' : '请输入邮箱地址'}
          aria-label={kind === 'phone' ? '手机号' : '邮箱'}
          data-testid="external-input"
        />
        {problem ? (
          <Text className="os-count os-count--error os-count--problem" {...{ role: 'alert' }} data-testid="external-problem">
            {problem}
          </Text>
        ) : null}
        <Button className="os-external__add" type="primary" size="small" onClick={add} data-testid="external-add">
          添加
        </Button>
      </View>
      <View className="portal-card portal-card--spaced">
        <Text className="os-count">已选接收人</Text>
        <ChosenChips store={chooseList} />
      </View>
    </PageShell>
  )
}

export default observer(AddExternalContactsPage)

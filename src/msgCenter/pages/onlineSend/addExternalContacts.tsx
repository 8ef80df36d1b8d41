import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { PageShell } from '@/components/page-shell'
import { SegmentedTabs } from '@/components/segmented-tabs'
import { toast } from '@/lib/ui'
import { useFormFields } from '@/components/use-form-fields'
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
  const form = useFormFields<{ kind: Kind; value: string }>(
    { kind: 'phone', value: '' },
    { rules: { value: [{ problem: (value, { kind }) => externalContactProblem(kind, value.trim(), chooseList.has) }] } },
  )
  const { kind, value } = form.values
  const problem = form.errors.value
  // A change takes the last check's message away (it is checked again on 添加).
  const edit = (patch: Partial<{ kind: Kind; value: string }>) => form.reset({ ...form.current(), ...patch })

  const add = () => {
    if (form.validate()) return
    chooseList.add(externalEntry(kind, value.trim()))
    form.setValues({ value: '' })
    void toast('已添加')
  }

  return (
    <PageShell footer={<DoneFooter store={chooseList} />}>
      <SegmentedTabs items={KINDS} value={kind} onChange={(key) => edit({ kind: key })} variant="segment" ariaLabel="联系方式" />
      <View className="portal-card portal-card--spaced">
        <Input
          value={value}
          onChange={(text) => edit({ value: text })}
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

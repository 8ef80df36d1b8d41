import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/page-shell'
import { EmptyState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { useSubmit } from '@/components/use-submit'
import { useDetailLoader } from '@/components/detail-page'
import type { Division } from '@contract/division'
import { fetchMyDivisions } from '@/features/division/api'
import { canAdminister, pickDivision } from '@/features/division/current-division'
import { chosenIds, type OrderedChoice } from '@/features/division/order'
import { OrderedChoices } from './ordered-choices'
import { SubmitButton } from '@/components/submit-button'
import './workbench-settings-page.scss'

export interface WorkbenchSettingsPageProps {
  code: string | undefined
  /** 栏目 or 服务: the word the page's texts use. */
  what: string
  testId: string
  load: (code: string) => Promise<OrderedChoice[]>
  save: (code: string, ids: number[]) => Promise<unknown>
}

/** A division admin's settings page: tick what the workbench shows, order it, save. */
export function WorkbenchSettingsPage({ code, what, testId, load, save }: WorkbenchSettingsPageProps) {
  const page = useDetailLoader(async () => {
    const division = pickDivision(await fetchMyDivisions(), code)
    return { division, choices: division && canAdminister(division) ? await load(division.code) : [] }
  }, [code])
  if (page.status !== 'ready' || !page.data) {
    return (
      <PageShell
        loading={page.status === 'loading'}
        skeleton={<ListSkeleton count={5} />}
        error={page.status === 'error' ? page.error : null}
        onRetry={() => void page.retry()}
      />
    )
  }
  const { division, choices } = page.data
  if (!division || !canAdminister(division)) {
    return (
      <PageShell>
        <EmptyState kind="not-found" description="仅单位管理员可以修改工作台设置" fullPage />
      </PageShell>
    )
  }
  return <SettingsForm division={division} initial={choices} what={what} testId={testId} save={save} />
}

function SettingsForm({
  division,
  initial,
  what,
  testId,
  save,
}: {
  division: Division
  initial: OrderedChoice[]
  what: string
  testId: string
  save: WorkbenchSettingsPageProps['save']
}) {
  const [items, setItems] = useState(initial)
  const submit = useSubmit(() => save(division.code, chosenIds(items)), { failure: '保存失败', success: '已保存', then: 'back' })
  return (
    <PageShell
      title={`${what}设置 · ${division.name}`}
      footer={
        <SubmitButton submit={submit} block type="primary" data-testid="settings-save">
          保存
        </SubmitButton>
      }
    >
      <View className="workbench-settings__note">
        <Text className="workbench-settings__note-text">
          勾选工作台上显示的{what}，用箭头调整顺序；已选 {items.filter((c) => c.chosen).length} 个
        </Text>
      </View>
      {items.length === 0 ? (
        <EmptyState description={`暂无可选的${what}`} />
      ) : (
        <OrderedChoices items={items} onChange={setItems} testId={testId} />
      )}
    </PageShell>
  )
}

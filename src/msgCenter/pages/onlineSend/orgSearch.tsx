import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { SearchBar } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { OrgUnitNode } from '@contract/online-send'
import { PageShell } from '@/components/page-shell'
import { EmptyState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { BUTTON_ROLE } from '@/components/a11y'
import { nav } from '@/routes/nav'
import { useFeatureStore } from '@/stores/context'
import { searchOrg } from '@/features/online-send/api'
import { orgEntry } from '@/features/online-send/chosen-list'
import { DoneFooter } from '@/features/online-send/components/done-footer'
import { PickRow } from '@/features/online-send/components/pick-row'
import { chooseListFeature } from '@/features/online-send/choose-list-store'
import '@/features/online-send/components/online-send.scss'

/** 机构搜索: units by name with their paths; select one or open it in the tree. */
function OrgSearchPage() {
  const chooseList = useFeatureStore(chooseListFeature)
  const [keyword, setKeyword] = useState('')
  const [state, setState] = useState<{ status: 'idle' | 'loading' | 'ready' | 'error'; units: OrgUnitNode[]; error?: unknown }>({
    status: 'idle',
    units: [],
  })

  const search = async (text: string) => {
    const trimmed = text.trim()
    if (!trimmed) return setState({ status: 'idle', units: [] })
    setState({ status: 'loading', units: [] })
    try {
      setState({ status: 'ready', units: await searchOrg(trimmed) })
    } catch (error) {
      setState({ status: 'error', units: [], error })
    }
  }

  const header = (
    <SearchBar
      value={keyword}
      placeholder="输入机构名称，如 计科2301"
      onChange={setKeyword}
      onSearch={(text) => void search(text)}
      rightIn={
        <Text className="os-search-action" onClick={() => void search(keyword)} {...BUTTON_ROLE} data-testid="org-search">
          搜索
        </Text>
      }
    />
  )

  return (
    <PageShell
      header={header}
      footer={<DoneFooter store={chooseList} />}
      flush
      error={state.status === 'error' ? state.error : undefined}
      onRetry={() => void search(keyword)}
      loading={state.status === 'loading'}
      skeleton={<ListSkeleton />}
    >
      {state.status === 'idle' ? <EmptyState description="输入机构名称后搜索" /> : null}
      {state.status === 'ready' && state.units.length === 0 ? <EmptyState description="没有找到匹配的机构" /> : null}
      {state.units.map((unit) => {
        const entry = orgEntry(unit.ins_code, unit.name)
        return (
          <PickRow
            key={unit.ins_code}
            name={`${unit.name}（${unit.memberCount} 人）`}
            sub={unit.path}
            checked={chooseList.has(entry)}
            allowed={unit.mayReceive}
            onToggle={() => chooseList.toggle(entry)}
            testId={`org-${unit.ins_code}`}
            extra={
              unit.childCount > 0 ? (
                <Text className="os-row__link" {...BUTTON_ROLE} onClick={() => nav.to('chooseOrganization', { code: unit.ins_code })}>
                  下级 ›
                </Text>
              ) : undefined
            }
          />
        )
      })}
      <View className="portal-spacer" />
    </PageShell>
  )
}

export default observer(OrgSearchPage)

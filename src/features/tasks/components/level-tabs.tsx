import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { SegmentedTabs } from '@/components/segmented-tabs'
import type { TaskCenterStore } from '@/features/tasks/task-center-store'
import { CountBubble } from '@/components/count-bubble'

/** First-level tabs (待办 已办 我的申请 已阅 草稿) with counts, and the second row when the level has one. */
export const LevelTabs = observer(function LevelTabs({ store }: { store: TaskCenterStore }) {
  const countText = (n: number) => (n > 0 ? ` ${n}` : '')
  return (
    <View>
      <SegmentedTabs
        variant="line"
        ariaLabel="待办分类"
        value={store.first}
        onChange={store.setFirst}
        items={store.firstTabs.map((tab) => ({
          key: tab.code,
          label: (
            <>
              <Text>{tab.name}</Text>
              <CountBubble count={store.countOf(tab.code)} muted={tab.code !== 'myTodo'} />
            </>
          ),
        }))}
      />
      {store.subTabs.length > 0 ? (
        <SegmentedTabs
          variant="chip"
          ariaLabel="状态"
          value={store.sub}
          onChange={store.setSub}
          items={store.subTabs.map((tab) => ({ key: tab.code, label: `${tab.name}${countText(store.countOf(tab.code))}` }))}
        />
      ) : store.first === 'myTodo' && store.apps.length > 0 ? (
        <SegmentedTabs
          variant="chip"
          ariaLabel="按应用筛选"
          value={store.type}
          onChange={store.setType}
          items={store.apps.map((a) => ({ key: a.type, label: `${a.typeName} ${a.todo}` }))}
        />
      ) : null}
    </View>
  )
})

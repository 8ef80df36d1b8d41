import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { TaskCenterStore } from '../task-center-store'
import { CountBubble } from './count-bubble'
import './tasks.scss'

/** First-level tabs (待办 已办 我的申请 已阅 草稿) with counts, and the second row when the level has one. */
export const LevelTabs = observer(function LevelTabs({ store }: { store: TaskCenterStore }) {
  return (
    <View>
      <View className="task-levels" role="tablist" aria-label="待办分类">
        {store.firstTabs.map((tab) => {
          const active = tab.code === store.first
          return (
            <View
              key={tab.code}
              className={active ? 'task-levels__tab task-levels__tab--active' : 'task-levels__tab'}
              role="tab"
              aria-selected={active}
              data-level={tab.code}
              onClick={() => store.setFirst(tab.code)}
            >
              <Text>{tab.name}</Text>
              <CountBubble count={store.countOf(tab.code)} muted={tab.code !== 'myTodo'} />
            </View>
          )
        })}
      </View>
      {store.subTabs.length > 0 ? (
        <View className="task-chips" role="tablist" aria-label="状态">
          {store.subTabs.map((tab) => {
            const active = tab.code === store.sub
            return (
              <View
                key={tab.code}
                className={active ? 'task-chips__chip task-chips__chip--active' : 'task-chips__chip'}
                role="tab"
                aria-selected={active}
                data-level={tab.code}
                onClick={() => store.setSub(tab.code)}
              >
                {tab.name}
                {store.countOf(tab.code) > 0 ? ` ${store.countOf(tab.code)}` : ''}
              </View>
            )
          })}
        </View>
      ) : store.first === 'myTodo' && store.apps.length > 0 ? (
        <View className="task-chips" role="tablist" aria-label="按应用筛选">
          {store.apps.map((a) => {
            const active = store.type === a.type
            return (
              <View
                key={a.type}
                className={active ? 'task-chips__chip task-chips__chip--active' : 'task-chips__chip'}
                role="tab"
                aria-selected={active}
                onClick={() => store.setType(a.type)}
              >
                {a.typeName} {a.todo}
              </View>
            )
          })}
        </View>
      ) : null}
    </View>
  )
})

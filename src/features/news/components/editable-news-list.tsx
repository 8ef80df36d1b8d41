import { useRef, useState, type ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { ListPage, type ListPageHandle } from '@/components/list-page'
import { BOTTOM_REACH } from '@/components/constants'
import { useSubmit } from '@/components/use-submit'
import { BUTTON_ROLE } from '@/components/a11y'
import type { ListLoad } from '@/components/use-list-loader'
import type { NewsItem } from '@/features/news/types'
import { openNewsItem } from '@/routes/open-news'
import { NewsItemCard } from '@/components/news-item-card'
import './editable-news-list.scss'
import { NEWS_PAGE_SIZE } from '@/features/news/constants'
import { PRIMARY_TEXT } from '@/styles/colors'

export interface EditableNewsListProps<T extends NewsItem> {
  load: ListLoad<T>
  keyOf: (item: T) => number
  timeText: (item: T) => string
  /** Removes one row on the server. */
  remove: (item: T) => Promise<unknown>
  removeText: string
  empty: string
  /** Clears every row on the server (history only). */
  clearAll?: () => Promise<unknown>
  clearConfirm?: string
  headerExtra?: ReactNode
}

/** 我的收藏 / 浏览历史: a paged article list with an edit mode for deleting rows and, optionally, 清空. */
export function EditableNewsList<T extends NewsItem>({
  load,
  keyOf,
  timeText,
  remove,
  removeText,
  empty,
  clearAll,
  clearConfirm,
}: EditableNewsListProps<T>) {
  const [editing, setEditing] = useState(false)
  const [removed, setRemoved] = useState<Set<number>>(() => new Set())
  const [count, setCount] = useState<number | null>(null)
  const list = useRef<ListPageHandle>(null)

  const wrappedLoad: ListLoad<T> = async (page, size) => {
    const chunk = await load(page, size)
    if (page === 1) {
      setRemoved(new Set())
      setCount(chunk.total ?? chunk.items.length)
    }
    return chunk
  }

  const removeOne = useSubmit((item: T) => remove(item), {
    failure: '删除失败',
    success: '已删除',
    onSuccess: (_r, item) => {
      setRemoved((prev) => new Set(prev).add(keyOf(item)))
      setCount((c) => (c == null ? c : Math.max(0, c - 1)))
    },
  })

  const clear = useSubmit(
    async () => {
      const answer = await Taro.showModal({
        title: '提示',
        content: clearConfirm ?? '确定清空吗？',
        confirmText: '清空',
        confirmColor: PRIMARY_TEXT,
      }).catch(() => ({ confirm: false }))
      if (!answer.confirm) return false
      await clearAll?.()
      return true
    },
    {
      failure: '清空失败',
      success: (cleared) => (cleared ? '已清空' : ''),
      onSuccess: async (cleared) => {
        if (!cleared) return
        setEditing(false)
        await list.current?.reload()
      },
    },
  )

  const visibleCount = count ?? 0
  const header = (
    <View className="editable-list__bar">
      <Text className="editable-list__count">{count == null ? '' : `共 ${visibleCount} 条`}</Text>
      <View className="editable-list__actions">
        {clearAll && visibleCount > 0 ? (
          <View
            className="editable-list__action editable-list__action--danger"
            onClick={() => void clear.run()}
            data-testid="clear-all"
            {...BUTTON_ROLE}
          >
            清空
          </View>
        ) : null}
        {visibleCount > 0 ? (
          <View className="editable-list__action" onClick={() => setEditing((v) => !v)} data-testid="edit-toggle" {...BUTTON_ROLE}>
            {editing ? '完成' : '编辑'}
          </View>
        ) : null}
      </View>
    </View>
  )

  return (
    <ListPage<T>
      ref={list}
      load={wrappedLoad}
      pageSize={NEWS_PAGE_SIZE}
      keyOf={keyOf}
      header={header}
      bottomReach={BOTTOM_REACH.standard}
      empty={empty}
      backTop
      renderItem={(item) =>
        removed.has(keyOf(item)) ? (
          <View className="editable-list__removed">已删除</View>
        ) : (
          <NewsItemCard
            item={item}
            timeText={timeText(item)}
            onClick={() => !editing && void openNewsItem(item)}
            action={
              editing ? (
                <Button
                  size="mini"
                  type="danger"
                  fill="outline"
                  onClick={(e) => {
                    e.stopPropagation()
                    void removeOne.run(item)
                  }}
                  data-testid="remove-item"
                >
                  {removeText}
                </Button>
              ) : null
            }
          />
        )
      }
    />
  )
}

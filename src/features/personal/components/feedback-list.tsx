import { forwardRef, useImperativeHandle } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import dayjs from 'dayjs'
import type { FeedbackEntry } from '@contract/personal'
import { ErrorState, Section, useListLoader } from '@/components'
import { ImageAlbum } from '@/components/image-album'
import { ListSkeleton } from '@/components/list-skeleton'
import { getMyFeedback } from '@/features/personal/api'
import './feedback.scss'

export interface FeedbackListHandle {
  reload: () => Promise<void>
}

/** 我的反馈: what the person sent, with the portal's replies. */
export const FeedbackList = forwardRef<FeedbackListHandle>(function FeedbackList(_props, ref) {
  const list = useListLoader<FeedbackEntry>((page, size) => getMyFeedback(page, size), { pageSize: 10, keyOf: (f) => f.id })
  useImperativeHandle(ref, () => ({ reload: list.reload }), [list.reload])
  return (
    <Section title="我的反馈">
      {list.status === 'loading' ? <ListSkeleton count={2} rows={2} /> : null}
      {list.status === 'error' ? <ErrorState message="反馈记录加载失败" onRetry={() => void list.retry()} /> : null}
      {list.isEmpty ? <View className="personal-empty">还没有提交过反馈</View> : null}
      {list.items.map((f) => (
        <View key={f.id} className="feedback-entry" data-testid="feedback-entry">
          <Text className="feedback-entry__meta">
            {f.type} · {dayjs(f.createdAt).format('YYYY-MM-DD HH:mm')}
          </Text>
          <Text className="feedback-entry__content">{f.content}</Text>
          <ImageAlbum urls={f.images} label="反馈图片" />
          {f.replies.length === 0 ? <Text className="feedback-entry__waiting">等待回复</Text> : null}
          {f.replies.map((r, i) => (
            <View key={i} className="feedback-reply">
              <Text className="feedback-reply__who">
                {r.authorName} 回复 · {dayjs(r.createdAt).format('MM-DD HH:mm')}
              </Text>
              <Text>{r.content}</Text>
            </View>
          ))}
        </View>
      ))}
      {list.hasMore && list.status === 'ready' ? (
        <Button block fill="none" loading={list.loadingMore} onClick={() => void list.loadMore()}>
          加载更多
        </Button>
      ) : null}
    </Section>
  )
})

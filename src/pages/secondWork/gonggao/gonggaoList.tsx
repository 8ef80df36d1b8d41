import { useEffect, useRef, useState } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { ListPage, type ListPageHandle } from '@/components/list-page'
import { PageShell } from '@/components/page-shell'
import { EmptyState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { SegmentedTabs } from '@/components/segmented-tabs'
import { BOTTOM_REACH } from '@/components/constants'
import { useSubmit } from '@/components/use-submit'
import { errorText } from '@/components/errors'
import { LAYERS } from '@/styles/layers'
import { nav } from '@/routes/nav'
import { openAttachment } from '@/lib/attachment-files'
import { toast } from '@/lib/ui'
import { ArticleBody } from '@/features/news/components/article-body'
import { expireAnnouncement, fetchAnnouncement, fetchAnnouncements, fetchReaders, saveAnnouncement } from '@/features/division/api'
import { canPublish } from '@/features/division/current-division'
import { useDivision } from '@/features/division/use-division'
import { AnnouncementRow } from '@/features/division/components/announcement-row'
import { AnnouncementView } from '@/features/division/components/announcement-view'
import { ReaderList } from '@/features/division/components/reader-list'
import { hasRouteParam, parseRouteId } from '@/lib/route-id'
import type { AnnouncementDetail, AnnouncementItem, Attachment, ReadersData } from '@contract/division'
import { SubmitButton } from '@/components/submit-button'
import './gonggaoList.scss'

/** An attachment: images previewed, documents downloaded and opened (the mini-program) or fetched by the browser (H5). */
async function openFile(file: Attachment) {
  try {
    await openAttachment(file.url, file.mimeType.startsWith('image/') ? 'image' : 'document', file.name)
  } catch (error) {
    toast(errorText(error, '附件打开失败，请稍后重试'))
  }
}

type Opened =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; detail: AnnouncementDetail; readers?: ReadersData }

/** 通知公告: the division's announcements (pinned first, unread marked); publishers also pin, take down, edit and see who read. */
export default function GonggaoListPage() {
  const { params } = useRouter()
  const choice = useDivision(params.code)
  const current = choice.status === 'ready' ? choice.data?.current : undefined
  const publisher = canPublish(current)
  const [filter, setFilter] = useState<'current' | 'all'>('current')
  const [opened, setOpened] = useState<Opened | null>(null)
  const [readIds, setReadIds] = useState<number[]>([])
  const list = useRef<ListPageHandle>(null)

  const open = async (id: number) => {
    setOpened({ status: 'loading' })
    try {
      const detail = await fetchAnnouncement(id)
      setReadIds((ids) => [...ids, id])
      setOpened({ status: 'ready', detail })
    } catch (e) {
      setOpened({ status: 'error', message: errorText(e, '公告加载失败') })
    }
  }
  useEffect(() => {
    if (!hasRouteParam(params.id)) return
    const id = parseRouteId(params.id)
    if (id !== null) void open(id)
    else setOpened({ status: 'error', message: '公告不存在或已删除' })
  }, [params.id])
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void list.current?.refresh()
    shown.current = true
  })

  const detail = opened?.status === 'ready' ? opened.detail : undefined
  const afterChange = (next: AnnouncementDetail) => {
    setOpened({ status: 'ready', detail: next })
    void list.current?.refresh()
  }
  const togglePin = useSubmit(
    () =>
      saveAnnouncement({
        id: detail!.id,
        code: detail!.orgCode,
        title: detail!.title,
        content: detail!.content,
        audience: detail!.audience,
        pinned: !detail!.pinned,
        expiresAt: detail!.expired ? undefined : detail!.expiresAt,
        attachments: detail!.attachments.map(({ fileId, name }) => ({ fileId, name })),
      }),
    { failure: '操作失败', success: (saved) => (saved.pinned ? '已置顶' : '已取消置顶'), onSuccess: afterChange },
  )
  const takeDown = useSubmit(() => expireAnnouncement(detail!.id), {
    confirm: '撤下后成员将看不到这条公告，确定撤下吗？',
    failure: '撤下失败',
    success: '已撤下',
    onSuccess: afterChange,
  })
  const showReaders = useSubmit(() => fetchReaders(detail!.id), {
    failure: '已读名单加载失败',
    onSuccess: (readers) => setOpened({ status: 'ready', detail: detail!, readers }),
  })

  if (!current) {
    return (
      <PageShell
        loading={choice.status === 'loading'}
        error={choice.status === 'error' ? choice.error : null}
        onRetry={() => void choice.retry()}
      >
        {choice.status === 'ready' ? <EmptyState description="你还不属于任何单位的工作台" fullPage /> : null}
      </PageShell>
    )
  }

  return (
    <>
      <ListPage<AnnouncementItem>
        ref={list}
        title={`${current.name} · 通知公告`}
        header={
          publisher ? (
            <SegmentedTabs
              variant="segment"
              ariaLabel="公告范围"
              items={[
                { key: 'current', label: '有效公告' },
                { key: 'all', label: '含已过期' },
              ]}
              value={filter}
              onChange={(key) => setFilter(key)}
            />
          ) : undefined
        }
        footer={
          publisher ? (
            <Button block type="primary" onClick={() => void nav.to('gonggaoSet', { code: current.code })} data-testid="notice-new">
              发布公告
            </Button>
          ) : undefined
        }
        load={(pageNum, pageSize) => fetchAnnouncements({ code: current.code, pageNum, pageSize, includeExpired: filter === 'all' })}
        deps={[current.code, filter]}
        keyOf={(item) => item.id}
        bottomReach={BOTTOM_REACH.standard}
        empty="暂无公告"
        renderItem={(item) => (
          <AnnouncementRow
            item={readIds.includes(item.id) ? { ...item, read: true } : item}
            showAudience={publisher}
            onClick={() => void open(item.id)}
          />
        )}
      />
      <Popup
        className="notice-list__popup"
        visible={opened !== null}
        position="bottom"
        round
        closeable
        title="公告"
        onClose={() => setOpened(null)}
        zIndex={LAYERS.popup}
      >
        {opened?.status === 'loading' ? <ListSkeleton count={3} /> : null}
        {opened?.status === 'error' ? <EmptyState kind="error" description={opened.message} /> : null}
        {detail ? (
          <AnnouncementView
            detail={detail}
            body={<ArticleBody html={detail.content} />}
            onOpenAttachment={(file) => void openFile(file)}
            actions={
              detail.canManage ? (
                <View className="notice-list__manage">
                  <View className="notice-list__manage-buttons">
                    <Button
                      size="small"
                      onClick={() => void nav.to('gonggaoSet', { code: detail.orgCode, id: detail.id })}
                      data-testid="notice-edit"
                    >
                      编辑
                    </Button>
                    {detail.expired ? null : (
                      <SubmitButton submit={togglePin} size="small" data-testid="notice-pin">
                        {detail.pinned ? '取消置顶' : '置顶'}
                      </SubmitButton>
                    )}
                    {detail.expired ? null : (
                      <SubmitButton
                        submit={takeDown}
                        size="small"
                        type="danger"
                        fill="outline"
                        onClick={() => {
                          // The 确认 dialog draws under the popup's layer: close the sheet first; it reopens with the result.
                          setOpened(null)
                          void takeDown.run()
                        }}
                        data-testid="notice-expire"
                      >
                        撤下
                      </SubmitButton>
                    )}
                    <SubmitButton submit={showReaders} size="small" type="primary" fill="outline" data-testid="notice-readers-open">
                      已读名单
                    </SubmitButton>
                  </View>
                  {opened?.status === 'ready' && opened.readers ? <ReaderList data={opened.readers} /> : null}
                </View>
              ) : undefined
            }
          />
        ) : null}
      </Popup>
    </>
  )
}

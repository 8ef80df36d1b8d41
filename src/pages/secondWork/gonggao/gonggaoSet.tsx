import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button, Cell, Checkbox, Input, Switch, TextArea } from '@nutui/nutui-react-taro'
import { PageShell } from '@/components/page-shell'
import { EmptyState } from '@/components/empty-state'
import { SegmentedTabs } from '@/components/segmented-tabs'
import { useSubmit } from '@/components/use-submit'
import { BUTTON_ROLE } from '@/components/a11y'
import { useDetailLoader } from '@/components/detail-page'
import { formatPortalTime } from '@/lib/portal-time'
import { ALBUM_MAX, chooseAndUploadImages } from '@/lib/upload'
import { fetchAnnouncement, fetchAudiences, fetchMyDivisions, saveAnnouncement } from '@/features/division/api'
import { canPublish, pickDivision } from '@/features/division/current-division'
import { EXPIRY_CHOICES, attachmentName, expiryFrom, htmlToParagraphs, paragraphsToHtml } from '@/features/division/notice-text'
import type { AnnouncementDetail, AttachmentInput, AudienceUnit, Division } from '@contract/division'

const KEEP = -1

/** 发布公告 (and 编辑公告 with `id`): title, text, audience (the division or units under it), pin and expiry. */
export default function GonggaoSetPage() {
  const { params } = useRouter()
  const id = params.id ? Number(params.id) : undefined
  const form = useDetailLoader(async () => {
    const existing = id ? await fetchAnnouncement(id) : undefined
    const division = pickDivision(await fetchMyDivisions(), existing?.orgCode ?? params.code)
    if (!division || !canPublish(division)) return { division, units: [] as AudienceUnit[], existing }
    return { division, units: await fetchAudiences(division.code), existing }
  }, [id, params.code])

  if (form.status !== 'ready' || !form.data) {
    return (
      <PageShell
        loading={form.status === 'loading'}
        error={form.status === 'error' ? form.error : null}
        onRetry={() => void form.retry()}
      />
    )
  }
  const { division, units, existing } = form.data
  if (!division || !canPublish(division)) {
    return (
      <PageShell>
        <EmptyState kind="not-found" description="仅单位的发布员可以发布公告" fullPage />
      </PageShell>
    )
  }
  return <NoticeForm division={division} units={units} existing={existing} />
}

function NoticeForm({ division, units, existing }: { division: Division; units: AudienceUnit[]; existing?: AnnouncementDetail }) {
  const originalText = existing ? htmlToParagraphs(existing.content) : ''
  const [title, setTitle] = useState(existing?.title ?? '')
  const [text, setText] = useState(originalText)
  const [audience, setAudience] = useState<string[]>(existing?.audience ?? [division.code])
  const [pinned, setPinned] = useState(existing?.pinned ?? false)
  const keepable = !!existing?.expiresAt && !existing.expired
  const [expiry, setExpiry] = useState<number>(keepable ? KEEP : 0)
  const [files, setFiles] = useState<AttachmentInput[]>(existing?.attachments.map(({ fileId, name }) => ({ fileId, name })) ?? [])
  const attach = useSubmit(() => chooseAndUploadImages(ALBUM_MAX - files.length), {
    validate: () => (files.length >= ALBUM_MAX ? `最多添加 ${ALBUM_MAX} 个附件` : null),
    failure: '上传失败',
    onSuccess: (uploaded) =>
      setFiles((list) =>
        [...list, ...uploaded.map((file, i) => ({ fileId: file.id, name: attachmentName(file, list.length + i + 1) }))].slice(0, ALBUM_MAX),
      ),
  })

  const toggleUnit = (code: string) =>
    setAudience((chosen) =>
      chosen.includes(code) ? chosen.filter((c) => c !== code) : [...chosen.filter((c) => c !== division.code), code],
    )
  const wholeDivision = audience.includes(division.code)

  const save = useSubmit(
    () =>
      saveAnnouncement({
        id: existing?.id,
        code: division.code,
        title: title.trim(),
        // Unchanged text keeps the stored rich text (images, emphasis) as it was.
        content: existing && text === originalText ? existing.content : paragraphsToHtml(text),
        audience: wholeDivision ? [division.code] : audience,
        pinned,
        expiresAt: expiry === KEEP ? existing?.expiresAt : expiryFrom(expiry),
        attachments: files,
      }),
    {
      validate: () =>
        !title.trim() ? '请输入公告标题' : !text.trim() ? '请输入公告内容' : audience.length === 0 ? '请选择公告对象' : null,
      failure: existing ? '保存失败' : '发布失败',
      success: existing ? '已保存' : '已发布',
      then: 'back',
    },
  )

  const expiryItems = [
    ...(keepable ? [{ key: KEEP, label: `至 ${formatPortalTime(existing!.expiresAt, 'MM-DD')}` }] : []),
    ...EXPIRY_CHOICES.map((c) => ({ ...c })),
  ]
  return (
    <PageShell
      title={existing ? '编辑公告' : `发布公告 · ${division.name}`}
      footer={
        <Button block type="primary" loading={save.busy} disabled={save.busy} onClick={() => void save.run()} data-testid="notice-save">
          {existing ? '保存' : '发布'}
        </Button>
      }
    >
      <Cell.Group>
        <Cell
          title="标题"
          description={
            <Input
              value={title}
              onChange={setTitle}
              maxLength={100}
              placeholder="请输入公告标题"
              aria-label="标题"
              data-testid="notice-title"
            />
          }
        />
        <Cell
          title="内容"
          description={
            <TextArea
              value={text}
              onChange={setText}
              maxLength={5000}
              showCount
              rows={6}
              placeholder="请输入公告内容，每行一段"
              aria-label="内容"
              data-testid="notice-text"
            />
          }
        />
        <Cell
          title="置顶"
          extra={<Switch checked={pinned} onChange={(value: boolean) => setPinned(value)} aria-label="置顶" data-testid="notice-pinned" />}
        />
        <Cell
          title="有效期"
          description={
            <SegmentedTabs
              variant="chip"
              ariaLabel="有效期"
              items={expiryItems}
              value={expiry}
              onChange={(key) => setExpiry(Number(key))}
            />
          }
        />
      </Cell.Group>
      <View className="portal-card" style={{ marginTop: '12px' }} data-testid="notice-files">
        <View style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Text style={{ fontSize: '14px', fontWeight: 600 }}>
            附件（{files.length}/{ALBUM_MAX}）
          </Text>
          <Button
            size="small"
            loading={attach.busy}
            disabled={attach.busy || files.length >= ALBUM_MAX}
            onClick={() => void attach.run()}
            data-testid="notice-attach"
          >
            添加图片
          </Button>
        </View>
        {files.map((file) => (
          <View key={file.fileId} style={{ display: 'flex', alignItems: 'center', paddingTop: '8px', gap: '8px' }}>
            <Text style={{ flex: 1, minWidth: 0, fontSize: '13px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {file.name}
            </Text>
            <Text
              style={{ color: '#E53935', fontSize: '13px' }}
              onClick={() => setFiles((list) => list.filter((f) => f.fileId !== file.fileId))}
              aria-label={`删除附件${file.name}`}
              {...BUTTON_ROLE}
            >
              删除
            </Text>
          </View>
        ))}
      </View>
      <View className="portal-card" style={{ marginTop: '12px' }} data-testid="notice-audience">
        <Text style={{ fontSize: '14px', fontWeight: 600 }}>公告对象</Text>
        {units.map((unit) => (
          <View key={unit.code} style={{ paddingLeft: `${unit.depth * 16}px`, paddingTop: '8px' }}>
            <Checkbox
              checked={audience.includes(unit.code) || (unit.depth > 0 && wholeDivision)}
              disabled={unit.depth > 0 && wholeDivision}
              onChange={() => toggleUnit(unit.code)}
              label={unit.depth === 0 ? `${unit.name}（全体成员）` : unit.name}
              data-testid={`audience-${unit.code}`}
            />
          </View>
        ))}
      </View>
    </PageShell>
  )
}

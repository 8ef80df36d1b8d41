import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Cell, Checkbox, Input } from '@nutui/nutui-react-taro'
import { Switch } from '@/components/switch'
import { PageShell } from '@/components/page-shell'
import { EmptyState } from '@/components/empty-state'
import { SegmentedTabs } from '@/components/segmented-tabs'
import { useSubmit } from '@/components/use-submit'
import { required, useFormFields, type FieldRules } from '@/components/use-form-fields'
import { BUTTON_ROLE } from '@/components/a11y'
import { useDetailLoader } from '@/components/detail-page'
import { errorText } from '@/components/errors'
import { RichEditor } from '@/components/rich-editor'
import { pickAttachments } from '@/lib/attachment-files'
import { formatBytes } from '@/lib/file-size'
import { formatPortalTime } from '@/lib/portal-time'
import { toast } from '@/lib/ui'
import { ALBUM_MAX, chooseAndUploadImages, fileUrl, uploadLocalFile } from '@/lib/upload'
import { fetchAnnouncement, fetchAudiences, fetchMyDivisions, saveAnnouncement } from '@/features/division/api'
import { canPublish, pickDivision } from '@/features/division/current-division'
import { EXPIRY_CHOICES, attachmentName, attachmentType, expiryFrom, hasContent } from '@/features/division/notice-text'
import { hasRouteParam, parseRouteId } from '@/lib/route-id'
import { ANNOUNCEMENT_ATTACHMENT_EXTENSIONS, ANNOUNCEMENT_ATTACHMENT_MAX_MB } from '@contract/paths/division'
import type { AnnouncementDetail, AttachmentInput, AudienceUnit, Division } from '@contract/division'
import { SubmitButton } from '@/components/submit-button'
import '@/features/division/components/notice-files.scss'
import './gonggaoSet.scss'

const KEEP = -1

interface NoticeFields {
  title: string
  /** Rich text (HTML). */
  content: string
  /** The division's code for all of it, else the units chosen. */
  audience: string[]
  pinned: boolean
  /** Days from now, 0 for no expiry, KEEP for the current one. */
  expiry: number
  files: NoticeFile[]
}

const NOTICE_RULES: FieldRules<NoticeFields> = {
  title: [required('请输入公告标题')],
  content: [{ validator: hasContent, message: '请输入公告内容' }],
  audience: [required('请选择公告对象')],
}

/** An attachment on the form: what is saved, plus its type and size to show. */
type NoticeFile = AttachmentInput & { mimeType?: string; byteSize?: number }

/** An image for the text: picked, uploaded through the shared upload, and its address; null when cancelled or refused. */
async function uploadImageForText(): Promise<string | null> {
  let chosen
  try {
    chosen = await chooseAndUploadImages(1)
  } catch (error) {
    const cancelled = /cancel/i.test(String((error as { errMsg?: string })?.errMsg ?? ''))
    if (!cancelled) toast(errorText(error, '图片上传失败，请稍后重试'))
    return null
  }
  return chosen[0] ? fileUrl(chosen[0].id) : null
}

/** 发布公告 (and 编辑公告 with `id`): title, rich text, attachments, audience (the division or units under it), pin and expiry. */
export default function GonggaoSetPage() {
  const { params } = useRouter()
  const id = parseRouteId(params.id)
  const form = useDetailLoader(async () => {
    // An id that is given but is not one names no announcement.
    if (hasRouteParam(params.id) && id === null) return null
    const existing = id !== null ? await fetchAnnouncement(id) : undefined
    const division = pickDivision(await fetchMyDivisions(), existing?.orgCode ?? params.code)
    if (!division || !canPublish(division)) return { division, units: [] as AudienceUnit[], existing }
    return { division, units: await fetchAudiences(division.code), existing }
  }, [id, params.code])

  if (form.status === 'not-found') {
    return (
      <PageShell>
        <EmptyState kind="not-found" description="公告不存在或已删除" fullPage />
      </PageShell>
    )
  }
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
  const keepable = !!existing?.expiresAt && !existing.expired
  const form = useFormFields<NoticeFields>(
    () => ({
      title: existing?.title ?? '',
      content: existing?.content ?? '',
      audience: existing?.audience ?? [division.code],
      pinned: existing?.pinned ?? false,
      expiry: keepable ? KEEP : 0,
      files: existing?.attachments.map(({ fileId, name, mimeType, byteSize }) => ({ fileId, name, mimeType, byteSize })) ?? [],
    }),
    { rules: NOTICE_RULES },
  )
  const { title, content, audience, pinned, expiry, files } = form.values
  const attach = useSubmit(
    async () => {
      const picked = await pickAttachments(ALBUM_MAX - files.length, ANNOUNCEMENT_ATTACHMENT_EXTENSIONS)
      const uploaded = []
      // One by one, in the order picked; the server refuses a type it does not take with its reason.
      for (const file of picked) uploaded.push(await uploadLocalFile(file.path, file.name))
      return uploaded
    },
    {
      validate: () => (files.length >= ALBUM_MAX ? `最多添加 ${ALBUM_MAX} 个附件` : null),
      failure: '上传失败',
      onSuccess: (uploaded) =>
        form.setValues(({ files: list }) => ({
          files: [
            ...list,
            ...uploaded.map((file, i) => ({
              fileId: file.id,
              name: attachmentName(file, list.length + i + 1),
              mimeType: file.mimeType,
              byteSize: file.byteSize,
            })),
          ].slice(0, ALBUM_MAX),
        })),
    },
  )

  const toggleUnit = (code: string) =>
    form.setValues(({ audience: chosen }) => ({
      audience: chosen.includes(code) ? chosen.filter((c) => c !== code) : [...chosen.filter((c) => c !== division.code), code],
    }))
  const wholeDivision = audience.includes(division.code)

  const save = useSubmit(
    () =>
      saveAnnouncement({
        id: existing?.id,
        code: division.code,
        title: title.trim(),
        content,
        audience: wholeDivision ? [division.code] : audience,
        pinned,
        expiresAt: expiry === KEEP ? existing?.expiresAt : expiryFrom(expiry),
        attachments: files.map(({ fileId, name }) => ({ fileId, name })),
      }),
    {
      validate: form.validate,
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
        <SubmitButton submit={save} block type="primary" data-testid="notice-save">
          {existing ? '保存' : '发布'}
        </SubmitButton>
      }
    >
      <Cell.Group>
        <Cell
          title="标题"
          description={
            <Input
              value={title}
              onChange={form.set('title')}
              maxLength={100}
              placeholder="请输入公告标题"
              aria-label="标题"
              data-testid="notice-title"
            />
          }
        />
        <Cell
          title="置顶"
          extra={<Switch checked={pinned} onChange={form.set('pinned')} aria-label="置顶" data-testid="notice-pinned" />}
        />
        <Cell
          title="有效期"
          description={
            <SegmentedTabs
              variant="chip"
              ariaLabel="有效期"
              items={expiryItems}
              value={expiry}
              onChange={(key) => form.set('expiry')(Number(key))}
            />
          }
        />
      </Cell.Group>
      <View className="portal-card portal-card--spaced" data-testid="notice-content">
        <Text className="notice-form__heading">内容</Text>
        <RichEditor
          initialHtml={existing?.content ?? ''}
          onChange={form.set('content')}
          pickImage={uploadImageForText}
          placeholder="请输入公告内容"
        />
      </View>
      <View className="portal-card portal-card--spaced" data-testid="notice-files">
        <View className="notice-form__files-head">
          <Text className="notice-form__heading">
            附件（{files.length}/{ALBUM_MAX}）
          </Text>
          <SubmitButton submit={attach} size="small" disabled={files.length >= ALBUM_MAX} data-testid="notice-attach">
            添加附件
          </SubmitButton>
        </View>
        <Text className="dv-files__hint">PDF、Word、Excel、PPT、ZIP、TXT 或图片，每个不超过 {ANNOUNCEMENT_ATTACHMENT_MAX_MB} MB</Text>
        {files.map((file) => (
          <View key={file.fileId} className="dv-files__row" data-testid="notice-file">
            <Text className="dv-files__type">{attachmentType(file)}</Text>
            <Text className="dv-files__name">{file.name}</Text>
            {file.byteSize ? <Text className="dv-files__size">{formatBytes(file.byteSize)}</Text> : null}
            <Text
              className="dv-files__remove"
              onClick={() => form.setValues(({ files: list }) => ({ files: list.filter((f) => f.fileId !== file.fileId) }))}
              aria-label={`删除附件${file.name}`}
              {...BUTTON_ROLE}
            >
              删除
            </Text>
          </View>
        ))}
      </View>
      <View className="portal-card portal-card--spaced" data-testid="notice-audience">
        <Text className="notice-form__heading">公告对象</Text>
        {units.map((unit) => (
          <View key={unit.code} className="notice-form__unit" style={{ paddingLeft: `${unit.depth * 16}px` }}>
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

import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Cell, Step, Steps } from '@nutui/nutui-react-taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import { BUTTON_ROLE } from '@/components/a11y'
import { ImageAlbum } from '@/components/image-album'
import { isImageExtension } from '@/lib/validators'
import { toast } from '@/lib/ui'
import { fileUrl, storedFileUrl } from '@/lib/upload'
import { openAttachment as openFile } from '@/lib/attachment-files'
import { formatBytes } from '@/lib/file-size'
import type { ApplicationDetail, Attachment, FlowStep, FormFile } from '@/features/tasks/types'
import { StatusTag } from './status-tag'
import { previewImage } from '@/features/system/platform-media'
import './application-view.scss'
import { formatPortalTime } from '@/lib/portal-time'

export const ACTION_NAMES: Record<string, string> = {
  submit: '提交',
  approve: '同意',
  reject: '驳回',
  transfer: '转办',
  return: '退回',
  circulate: '传阅',
  withdraw: '撤回',
}

export const formatTime = (iso: string | null | undefined) => formatPortalTime(iso)

function sizeText(bytes: number) {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

function openAttachment(file: Attachment, all: Attachment[]) {
  if (isImageExtension(file.name)) {
    const images = all.filter((f) => isImageExtension(f.name))
    void previewImage(
      images.map((f) => storedFileUrl(f.url)),
      Math.max(images.indexOf(file), 0),
    )
    return
  }
  // One of the applicant's uploads opens as the form's 附件 files do; an older free link is only copied.
  const stored = storedFileUrl(file.url)
  if (stored !== file.url) {
    openFile(stored, 'document', file.name).catch(() => void toast('附件打开失败，请稍后再试'))
    return
  }
  Taro.setClipboardData({ data: file.url })
    .then(() => toast('链接已复制，请在浏览器中打开'))
    .catch(() => undefined)
}

/** A file of an attachments field: images in the previewer, documents opened by the platform (browser, WeChat's viewer). */
function openFormFile(file: FormFile) {
  openFile(fileUrl(file.id), file.kind, file.fileName).catch(() => void toast('附件打开失败，请稍后再试'))
}

function stepDescription(step: FlowStep) {
  if (step.state === 'done' && step.handledBy) {
    const parts = [`${step.handledBy.name} ${ACTION_NAMES[step.action ?? ''] ?? step.action ?? ''}`, formatTime(step.handledAt)]
    return (
      <View className="app-step">
        <Text className="app-step__who">{parts.join(' · ')}</Text>
        {step.opinion ? <Text className="app-step__opinion">“{step.opinion}”</Text> : null}
      </View>
    )
  }
  const who = step.handlers.map((h) => h.name).join('、')
  return <Text className="app-step__who">{step.state === 'current' ? `待 ${who} 办理` : `办理人：${who}`}</Text>
}

/** An application: heading, its fields, attachments and its handling flow as steps. */
export function ApplicationView({ detail, onRecords }: { detail: ApplicationDetail; onRecords?: () => void }) {
  const doneCount = detail.steps.filter((s) => s.state === 'done').length
  const finished = detail.status === 'finish' || detail.status === 'break'
  return (
    <View className="app-view">
      <View className="portal-card app-view__head">
        <View className="task-item__head">
          <Text className="app-view__title">{detail.title}</Text>
          <StatusTag status={detail.status} name={detail.statusName} />
        </View>
        <Text className="app-view__meta">
          {detail.typeName} · {detail.serialNo}
        </Text>
        <Text className="app-view__meta">
          申请人：{detail.initiator.name}
          {detail.submitTime ? ` · ${formatTime(detail.submitTime)} 提交` : ''}
        </Text>
      </View>

      <View className="app-view__section-title">申请内容</View>
      <View className="portal-card app-view__fields">
        {detail.fields.map((f) => (
          <View key={f.label} className="app-view__field">
            <Text className="app-view__label">{f.label}</Text>
            <Text className="app-view__value">{f.value || '—'}</Text>
          </View>
        ))}
      </View>

      {(detail.images ?? []).map((group) => (
        <View key={group.label} data-testid="application-images">
          <View className="app-view__section-title">
            {group.label}（{group.files.length}）
          </View>
          <View className="portal-card">
            <ImageAlbum urls={group.files.map(fileUrl)} label={group.label} />
          </View>
        </View>
      ))}

      {detail.attachmentFields.map((group) => (
        <View key={group.name} data-testid="application-attachments">
          <View className="app-view__section-title">
            {group.label}（{group.files.length}）
          </View>
          <Cell.Group>
            {group.files.map((file) => (
              <Cell
                key={file.id}
                title={file.fileName}
                description={formatBytes(file.byteSize)}
                extra="打开"
                clickable
                onClick={() => openFormFile(file)}
              />
            ))}
          </Cell.Group>
        </View>
      ))}

      {detail.attachments.length > 0 ? (
        <>
          <View className="app-view__section-title">附件（{detail.attachments.length}）</View>
          <Cell.Group>
            {detail.attachments.map((a) => (
              <Cell key={a.url} title={a.name} extra={sizeText(a.size)} clickable onClick={() => openAttachment(a, detail.attachments)} />
            ))}
          </Cell.Group>
        </>
      ) : null}

      <View className="app-view__section-title app-view__section-title--row">
        <Text>办理流程</Text>
        {onRecords ? (
          <View className="app-view__link" onClick={onRecords} {...BUTTON_ROLE}>
            <Text>办理记录</Text>
            <ArrowRight size={12} />
          </View>
        ) : null}
      </View>
      <View className="portal-card">
        <Steps direction="vertical" status="dynamic" type="dot" value={finished ? detail.steps.length + 1 : doneCount + 1}>
          {detail.steps.map((s) => (
            <Step key={s.index} value={s.index + 1} title={s.name} description={stepDescription(s)} />
          ))}
        </Steps>
      </View>
    </View>
  )
}

import { Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import { toast } from '@/lib/ui'
import { fileUrl } from '@/lib/upload'
import { openAttachment } from '@/lib/attachment-files'
import { formatBytes } from '@/lib/file-size'
import './online-send.scss'

export interface AttachmentItem {
  id: string
  fileName: string
  kind: string
  byteSize: number
  /** Present on sent/received files: the download grant the server handed out. */
  grant?: string
}

const KIND_NAMES: Record<string, string> = { image: '图片', video: '视频', document: '文档' }

/** Where an attachment downloads from: the file's address plus its grant. */
export const attachmentUrl = (item: AttachmentItem) => `${fileUrl(item.id)}${item.grant ? `?grant=${encodeURIComponent(item.grant)}` : ''}`

async function open(item: AttachmentItem) {
  try {
    await openAttachment(attachmentUrl(item), item.kind, item.fileName)
  } catch {
    await toast('附件打开失败，请稍后再试')
  }
}

/** Attachments as rows: name, kind and size; 移除 while composing, 打开 once sent. */
export function AttachmentList({ items, onRemove }: { items: AttachmentItem[]; onRemove?: (item: AttachmentItem) => void }) {
  if (items.length === 0) return null
  return (
    <View className="os-files" data-testid="attachments">
      {items.map((item) => (
        <View key={item.id} className="os-file" data-testid={`attachment-${item.fileName}`}>
          <View className="os-row__main">
            <Text className="os-file__name">{item.fileName}</Text>
            <Text className="os-row__sub">
              {KIND_NAMES[item.kind] ?? '文件'} · {formatBytes(item.byteSize)}
            </Text>
          </View>
          {onRemove ? (
            <Text className="os-file__action" {...BUTTON_ROLE} onClick={() => onRemove(item)} data-testid="attachment-remove">
              移除
            </Text>
          ) : (
            <Text className="os-file__action" {...BUTTON_ROLE} onClick={() => void open(item)} data-testid="attachment-open">
              打开
            </Text>
          )}
        </View>
      ))}
    </View>
  )
}

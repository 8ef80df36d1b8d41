import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { ALERT_ROLE, BUTTON_ROLE } from '@/components/a11y'
import { pickAttachments } from '@/lib/attachment-files'
import { formatBytes } from '@/lib/file-size'
import { uploadLocalFile } from '@/lib/upload'
import { FORM_IMAGES_MAX, FORM_UPLOAD_MAX_MB } from '@contract/form-field-rules'
import type { FieldFiles } from '@/features/tasks/draft-form'
import './attachment-fields-card.scss'

interface AttachmentsDefinition {
  name: string
  label: string
  required?: boolean
  maxCount?: number
}

const TYPES = '图片、PDF、Word、Excel、PowerPoint、ZIP、TXT 或 MP4'

/**
 * One attachments field: its files as rows (name and size, 移除), 添加附件 picks files through the platform (the
 * browser's file dialog in H5, a WeChat chat's files in the mini-program) and uploads them one by one. A refused
 * file (the server's type or size reason, or over the form's limit) is named below the list and left out.
 */
function AttachmentField({
  field,
  files,
  onChange,
  onBusyChange,
}: {
  field: AttachmentsDefinition
  files: FieldFiles[string]
  onChange: (update: (current: FieldFiles[string]) => FieldFiles[string]) => void
  onBusyChange: (busy: boolean) => void
}) {
  const max = Math.min(field.maxCount ?? FORM_IMAGES_MAX, FORM_IMAGES_MAX)
  const [uploading, setUploading] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const add = async () => {
    if (uploading !== null) return
    const room = max - files.length
    if (room <= 0) return setProblem(`${field.label}最多 ${max} 个`)
    const picked = await pickAttachments(room)
    if (picked.length === 0) return
    setProblem(null)
    onBusyChange(true)
    for (const file of picked) {
      setUploading(file.name)
      try {
        const uploaded = await uploadLocalFile(file.path, file.name)
        if (uploaded.byteSize > FORM_UPLOAD_MAX_MB * 1024 * 1024) setProblem(`「${file.name}」超过 ${FORM_UPLOAD_MAX_MB} MB，未添加`)
        else onChange((current) => [...current.filter((f) => f.id !== uploaded.id), uploaded].slice(0, max))
      } catch (error) {
        setProblem(`「${file.name}」上传失败：${error instanceof Error && error.message ? error.message : '请稍后再试'}`)
      }
    }
    setUploading(null)
    onBusyChange(false)
  }

  return (
    <View data-testid={`attachments-${field.name}`}>
      <Text className="attachment-fields__label">
        {field.label}
        {field.required ? '' : '（选填）'}
      </Text>
      <Text className="attachment-fields__hint">
        {TYPES}，每个不超过 {FORM_UPLOAD_MAX_MB} MB，最多 {max} 个
      </Text>
      <View role="list" aria-label={field.label}>
        {files.map((file) => (
          <View key={file.id} className="attachment-fields__file" role="listitem" data-testid="form-attachment">
            <View className="attachment-fields__main">
              <Text className="attachment-fields__name">{file.fileName}</Text>
              <Text className="attachment-fields__size">{formatBytes(file.byteSize)}</Text>
            </View>
            <Text
              className="attachment-fields__action"
              aria-label={`移除${file.fileName}`}
              onClick={() => onChange((current) => current.filter((f) => f.id !== file.id))}
              {...BUTTON_ROLE}
            >
              移除
            </Text>
          </View>
        ))}
      </View>
      {files.length < max ? (
        <View className="attachment-fields__add" onClick={() => void add()} {...BUTTON_ROLE} data-testid="attachment-add">
          <Text>{uploading !== null ? `正在上传「${uploading}」…` : `添加${field.label}（${files.length}/${max}）`}</Text>
        </View>
      ) : null}
      {problem ? (
        <Text className="attachment-fields__problem" {...ALERT_ROLE}>
          {problem}
        </Text>
      ) : null}
    </View>
  )
}

/** A form's attachments fields in a card below its inputs; `onBusyChange` tells the form while an upload runs. */
export function AttachmentFieldsCard({
  fields,
  values,
  onChange,
  onBusyChange,
}: {
  fields: ReadonlyArray<AttachmentsDefinition>
  values: FieldFiles
  /** Given an update of the current values (a React state setter fits), so uploads finishing together all land. */
  onChange: (update: (current: FieldFiles) => FieldFiles) => void
  onBusyChange?: (busy: boolean) => void
}) {
  // Uploads running per field; the form hears only when the whole card starts or stops being busy.
  const running = useRef(new Set<string>())
  const [busy, setBusy] = useState(false)
  const listener = useRef(onBusyChange)
  listener.current = onBusyChange
  useEffect(() => {
    listener.current?.(busy)
  }, [busy])
  if (fields.length === 0) return null
  return (
    <View className="attachment-fields">
      {fields.map((field) => (
        <AttachmentField
          key={field.name}
          field={field}
          files={values[field.name] ?? []}
          onChange={(update) => onChange((current) => ({ ...current, [field.name]: update(current[field.name] ?? []) }))}
          onBusyChange={(fieldBusy) => {
            if (fieldBusy) running.current.add(field.name)
            else running.current.delete(field.name)
            setBusy(running.current.size > 0)
          }}
        />
      ))}
    </View>
  )
}

import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { FormPage } from '@/components/form-page'
import { ImageFieldsCard } from '@/components/image-album'
import { startApplication } from '@/features/tasks/api'
import {
  draftFields,
  missingUpload,
  savedFiles,
  toFormValues,
  toServerForm,
  uploadValues,
  type FieldFiles,
  type FormDefinition,
} from '@/features/tasks/draft-form'
import { AttachmentFieldsCard } from './attachment-fields-card'
import type { ApplicationDetail } from '@/features/tasks/types'
import './draft-editor.scss'

/**
 * A draft (草稿) opened in its form with the values saved so far; 提交申请 turns it into the submitted
 * application (the flow service gives its first handlers their to-dos). The form is the version the draft
 * started on, as the detail carries it (a later published version changes new applications only).
 */
export function DraftEditor({ detail, onSubmitted }: { detail: ApplicationDetail; onSubmitted: () => void }) {
  const definition: FormDefinition = {
    type: detail.type,
    name: detail.typeName,
    fields: detail.formFields,
    steps: detail.steps.map((step) => step.name),
    version: detail.formVersion,
  }
  // The draft's images fields (病假证明, 发票), kept and editable beside the inputs.
  const [images, setImages] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(
      detail.formFields
        .filter((field) => field.kind === 'images' && Array.isArray(detail.form[field.name]))
        .map((field) => [field.name, (detail.form[field.name] as unknown[]).map(String)]),
    ),
  )
  // Its attachments fields, listed by name and size as the detail gives them.
  const [files, setFiles] = useState<FieldFiles>(() => savedFiles(detail))
  const [uploading, setUploading] = useState(false)

  return (
    <FormPage
      title={`继续填写 · ${detail.typeName}`}
      header={
        <View className="draft-editor__head">
          <Text className="draft-editor__title">{detail.title}</Text>
          <Text className="draft-editor__hint">草稿 {detail.serialNo} · 已保存的内容已填入，补全后提交</Text>
        </View>
      }
      fields={draftFields(definition, detail.form)}
      extra={
        <>
          <ImageFieldsCard fields={definition.fields.filter((field) => field.kind === 'images')} values={images} onChange={setImages} />
          <AttachmentFieldsCard
            fields={definition.fields.filter((field) => field.kind === 'attachments')}
            values={files}
            onChange={setFiles}
            onBusyChange={setUploading}
          />
        </>
      }
      initialValues={toFormValues(definition, detail.form)}
      submitText="提交申请"
      successText="提交成功"
      onSubmit={async (values) => {
        if (uploading) throw new Error('附件正在上传，请稍候')
        const uploads = uploadValues(images, files)
        const missing = missingUpload(definition, uploads)
        if (missing) throw new Error(missing)
        await startApplication({ type: detail.type, form: toServerForm(definition, { ...values, ...uploads }), draftId: detail.id })
      }}
      onSuccess={onSubmitted}
    />
  )
}

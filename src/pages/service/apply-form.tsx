import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { FormPage } from '@/components/form-page'
import { PageShell } from '@/components/page-shell'
import { ListSkeleton } from '@/components/list-skeleton'
import { useDetailLoader } from '@/components/detail-page'
import { BUTTON_ROLE } from '@/components/a11y'
import { ImageFieldsCard } from '@/components/image-album'
import { nav } from '@/routes/nav'
import { getApplicationForms, saveDraft, startApplication } from '@/features/tasks/api'
import { AttachmentFieldsCard } from '@/features/tasks/components/attachment-fields-card'
import { draftFields, missingUpload, toServerForm, uploadValues, type FieldFiles } from '@/features/tasks/draft-form'
import type { ServiceDetail } from '@contract/services'
import type { ApplicationType } from '@contract/workflow'
import './apply-form.scss'

/**
 * The application form of a form-flow service (its appId names the workflow type): fields, required
 * rules and validators from the workflow definition; 提交申请 starts the flow (the handler gets the
 * to-do), 保存草稿 keeps it under 草稿, resumable from the message centre.
 */
export function ApplyForm({ detail, onGuide }: { detail: ServiceDetail; onGuide: () => void }) {
  const type = detail.service.appId as ApplicationType
  const forms = useDetailLoader(async () => (await getApplicationForms()).find((form) => form.type === type) ?? null, [type])
  const [draftId, setDraftId] = useState<number | undefined>(undefined)
  // Images fields (病假证明, 发票) sit below the form's inputs: uploaded as chosen, sent as file ids.
  const [images, setImages] = useState<Record<string, string[]>>({})
  // Attachments fields (申请材料): uploaded as picked, listed by name and size, sent as file ids.
  const [files, setFiles] = useState<FieldFiles>({})
  const [uploading, setUploading] = useState(false)

  if (!forms.data) {
    return (
      <PageShell
        title={detail.service.serviceName}
        loading={forms.status === 'loading'}
        skeleton={<ListSkeleton count={4} />}
        error={forms.status === 'error' ? forms.error : forms.status === 'not-found' ? '该服务的申请表已停用' : undefined}
        onRetry={forms.retry}
      />
    )
  }
  const definition = forms.data
  const imageDefinitions = definition.fields.filter((field) => field.kind === 'images')
  const withUploads = (values: Record<string, unknown>) => toServerForm(definition, { ...values, ...uploadValues(images, files) })
  const ready = (complete: boolean) => {
    if (uploading) throw new Error('附件正在上传，请稍候')
    const missing = complete ? missingUpload(definition, uploadValues(images, files)) : null
    if (missing) throw new Error(missing)
  }
  return (
    <FormPage
      title={detail.service.serviceName}
      header={
        <View className="apply-form__head">
          <Text className="apply-form__title">{definition.name}</Text>
          <Text className="apply-form__steps">审批流程：{definition.steps.join(' → ')}</Text>
          <Text className="apply-form__guide" onClick={onGuide} {...BUTTON_ROLE}>
            查看办事指南
          </Text>
        </View>
      }
      fields={draftFields(definition)}
      extra={
        <>
          <ImageFieldsCard fields={imageDefinitions} values={images} onChange={setImages} />
          <AttachmentFieldsCard
            fields={definition.fields.filter((field) => field.kind === 'attachments')}
            values={files}
            onChange={setFiles}
            onBusyChange={setUploading}
          />
        </>
      }
      submitText="提交申请"
      successText="提交成功"
      onSubmit={async (values) => {
        ready(true)
        const ref = await startApplication({ type, form: withUploads(values), draftId })
        void nav.redirect('applicationDetail', { id: String(ref.id) })
      }}
      secondary={{
        text: '保存草稿',
        successText: '已保存到草稿',
        run: async (values) => {
          ready(false)
          const ref = await saveDraft({ type, form: withUploads(values), draftId })
          setDraftId(ref.id)
        },
      }}
    />
  )
}

import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { FormPage } from '@/components/form-page'
import { PageShell } from '@/components/page-shell'
import { ListSkeleton } from '@/components/list-skeleton'
import { ImageFieldsCard } from '@/components/image-album'
import { getApplicationForms, startApplication } from '@/features/tasks/api'
import { draftFields, toFormValues, toServerForm, type FormDefinition } from '@/features/tasks/draft-form'
import type { ApplicationDetail } from '@/features/tasks/types'
import './draft-editor.scss'

/**
 * A draft (草稿) opened in its form with the values saved so far; 提交申请 turns it into the submitted
 * application (the flow service gives its first handlers their to-dos).
 */
export function DraftEditor({ detail, onSubmitted }: { detail: ApplicationDetail; onSubmitted: () => void }) {
  const [definition, setDefinition] = useState<FormDefinition | null>(null)
  const [error, setError] = useState<unknown>(null)
  // The draft's images fields (病假证明, 发票), kept and editable beside the inputs.
  const [images, setImages] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(Object.entries(detail.form).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))),
  )

  const load = async () => {
    setError(null)
    try {
      const forms = await getApplicationForms()
      const found = forms.find((f) => f.type === detail.type)
      if (!found) throw new Error('该类申请已停用，无法继续填写')
      setDefinition(found)
    } catch (e) {
      setError(e)
    }
  }
  useEffect(() => {
    void load()
  }, [detail.type])

  if (!definition) {
    return <PageShell loading={!error} skeleton={<ListSkeleton count={4} />} error={error} onRetry={() => void load()} />
  }
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
      extra={<ImageFieldsCard fields={definition.fields.filter((field) => field.kind === 'images')} values={images} onChange={setImages} />}
      initialValues={toFormValues(definition, detail.form)}
      submitText="提交申请"
      successText="提交成功"
      onSubmit={async (values) => {
        await startApplication({ type: detail.type, form: toServerForm(definition, { ...values, ...images }), draftId: detail.id })
      }}
      onSuccess={onSubmitted}
    />
  )
}

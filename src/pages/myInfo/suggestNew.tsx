import { useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Input, TextArea } from '@nutui/nutui-react-taro'
import { PageShell, SegmentedTabs, useSubmit } from '@/components'
import { required, useFormFields, type FieldRules } from '@/components/use-form-fields'
import { ImageAlbumInput } from '@/components/image-album'
import { FEEDBACK_MAX_IMAGES, FEEDBACK_MAX_TEXT, FEEDBACK_TYPES, type FeedbackType } from '@contract/personal-constants'
import { submitFeedback } from '@/features/personal/api'
import { FeedbackList, type FeedbackListHandle } from '@/features/personal/components/feedback-list'
import { SubmitButton } from '@/components/submit-button'
import './suggestNew.scss'

interface FeedbackFields {
  type: FeedbackType
  content: string
  contact: string
  images: string[]
}

const FEEDBACK_RULES: FieldRules<FeedbackFields> = {
  content: [
    required('请填写反馈内容'),
    { validator: (content) => content.length <= FEEDBACK_MAX_TEXT, message: `反馈内容不能超过${FEEDBACK_MAX_TEXT}字` },
  ],
}

/** 意见反馈: type, text up to 140 characters, up to 9 images, contact; below, the person's feedback with the portal's replies. */
export default function SuggestNewPage() {
  const form = useFormFields<FeedbackFields>({ type: FEEDBACK_TYPES[0], content: '', contact: '', images: [] }, { rules: FEEDBACK_RULES })
  const { type, content, contact, images } = form.values
  const [uploading, setUploading] = useState(false)
  const list = useRef<FeedbackListHandle>(null)

  const send = useSubmit(() => submitFeedback({ type, content: content.trim(), contact: contact.trim() || undefined, images }), {
    validate: form.validate,
    failure: '提交失败',
    success: '感谢您的反馈',
    onSuccess: async () => {
      form.setValues({ content: '', images: [] })
      await list.current?.reload()
    },
  })

  return (
    <PageShell>
      <View className="suggest-form">
        <Text className="suggest-form__label">反馈类型</Text>
        <SegmentedTabs
          variant="chip"
          items={FEEDBACK_TYPES.map((t) => ({ key: t, label: t }))}
          value={type}
          onChange={form.set('type')}
          ariaLabel="反馈类型"
        />
        <Text className="suggest-form__label">反馈内容</Text>
        <TextArea
          value={content}
          onChange={form.set('content')}
          maxLength={FEEDBACK_MAX_TEXT}
          showCount
          rows={5}
          placeholder="请描述您遇到的问题或建议"
          className="suggest-form__text"
        />
        <Text className="suggest-form__label">图片（选填，最多{FEEDBACK_MAX_IMAGES}张）</Text>
        <View data-testid="feedback-images">
          <ImageAlbumInput
            files={images}
            onChange={form.set('images')}
            label="图片"
            max={FEEDBACK_MAX_IMAGES}
            onBusyChange={setUploading}
          />
        </View>
        <Text className="suggest-form__label">联系方式（选填）</Text>
        <Input value={contact} onChange={form.set('contact')} maxLength={64} placeholder="手机号或邮箱，便于我们联系您" />
        <SubmitButton submit={send} block type="primary" disabled={uploading}>
          提交
        </SubmitButton>
      </View>
      <FeedbackList ref={list} />
    </PageShell>
  )
}

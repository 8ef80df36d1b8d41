import { useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Input, TextArea } from '@nutui/nutui-react-taro'
import { PageShell, SegmentedTabs, useSubmit } from '@/components'
import { ImageAlbumInput } from '@/components/image-album'
import { FEEDBACK_MAX_IMAGES, FEEDBACK_MAX_TEXT, FEEDBACK_TYPES, type FeedbackType } from '@contract/personal-constants'
import { submitFeedback } from '@/features/personal/api'
import { FeedbackList, type FeedbackListHandle } from '@/features/personal/components/feedback-list'
import { SubmitButton } from '@/components/submit-button'
import './suggestNew.scss'

/** 意见反馈: type, text up to 140 characters, up to 9 images, contact; below, the person's feedback with the portal's replies. */
export default function SuggestNewPage() {
  const [type, setType] = useState<FeedbackType>(FEEDBACK_TYPES[0])
  const [content, setContent] = useState('')
  const [contact, setContact] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [uploading, setUploading] = useState(false)
  const list = useRef<FeedbackListHandle>(null)

  const send = useSubmit(() => submitFeedback({ type, content: content.trim(), contact: contact.trim() || undefined, images }), {
    validate: () =>
      !content.trim() ? '请填写反馈内容' : content.length > FEEDBACK_MAX_TEXT ? `反馈内容不能超过${FEEDBACK_MAX_TEXT}字` : null,
    failure: '提交失败',
    success: '感谢您的反馈',
    onSuccess: async () => {
      setContent('')
      setImages([])
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
          onChange={setType}
          ariaLabel="反馈类型"
        />
        <Text className="suggest-form__label">反馈内容</Text>
        <TextArea
          value={content}
          onChange={setContent}
          maxLength={FEEDBACK_MAX_TEXT}
          showCount
          rows={5}
          placeholder="请描述您遇到的问题或建议"
          className="suggest-form__text"
        />
        <Text className="suggest-form__label">图片（选填，最多{FEEDBACK_MAX_IMAGES}张）</Text>
        <View data-testid="feedback-images">
          <ImageAlbumInput files={images} onChange={setImages} label="图片" max={FEEDBACK_MAX_IMAGES} onBusyChange={setUploading} />
        </View>
        <Text className="suggest-form__label">联系方式（选填）</Text>
        <Input value={contact} onChange={setContact} maxLength={64} placeholder="手机号或邮箱，便于我们联系您" />
        <SubmitButton submit={send} block type="primary" disabled={uploading}>
          提交
        </SubmitButton>
      </View>
      <FeedbackList ref={list} />
    </PageShell>
  )
}

import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { useSubmit } from '@/components'
import { ALBUM_MAX, chooseAndUploadImages, fileUrl, type UploadedFile } from '@/lib/upload'
import './feedback.scss'

/** Up to 9 images, 3 per row (spec §9): each is uploaded as soon as it is chosen; × removes it. */
export function FeedbackImages({ files, onChange }: { files: UploadedFile[]; onChange: (files: UploadedFile[]) => void }) {
  const add = useSubmit(() => chooseAndUploadImages(ALBUM_MAX - files.length).catch(ignoreCancel), {
    failure: '图片上传失败',
    onSuccess: (uploaded) => onChange([...files, ...uploaded].slice(0, ALBUM_MAX)),
  })
  const urls = files.map((f) => fileUrl(f.id))
  return (
    <View className="feedback-images" data-testid="feedback-images">
      {files.map((f, i) => (
        <View key={f.id} className="feedback-images__cell">
          <Image
            className="feedback-images__item"
            src={urls[i]!}
            mode="aspectFill"
            onClick={() => void Taro.previewImage({ urls, current: urls[i]! }).catch(() => undefined)}
          />
          <View
            className="feedback-images__remove"
            role="button"
            aria-label="删除图片"
            onClick={() => onChange(files.filter((x) => x.id !== f.id))}
          >
            ×
          </View>
        </View>
      ))}
      {files.length < ALBUM_MAX ? (
        <View
          className="feedback-images__add"
          role="button"
          aria-label="添加图片"
          data-testid="feedback-add-image"
          onClick={() => void add.run()}
        >
          <Text>{add.busy ? '上传中…' : '+'}</Text>
          <Text className="feedback-images__count">
            {files.length}/{ALBUM_MAX}
          </Text>
        </View>
      ) : null}
    </View>
  )
}

function ignoreCancel(error: unknown): UploadedFile[] {
  if (/cancel/i.test(String((error as { errMsg?: string })?.errMsg ?? error))) return []
  throw error
}

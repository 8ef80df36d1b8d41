import { useRouter } from '@tarojs/taro'
import { Image, Text, Video, View } from '@tarojs/components'
import { DetailPage } from '@/components/detail-page'
import { EmptyState } from '@/components/empty-state'
import { fetchContentDetail } from '@/features/news/api'
import { displayImageUrl } from '@/lib/image-url'
import type { NewsDetail } from '@contract/cms'
import { BUTTON_ROLE } from '@/components/a11y'
import { previewImage } from '@/features/system/platform-media'
import './video.scss'

/** 多媒体预览: the article's video in a player and its images, each opening the image preview. */
export default function NewsMediaPage() {
  const { params } = useRouter()
  const id = params.id ?? ''
  const images = (d: NewsDetail) => (d.images.length ? d.images : d.titleImage ? [d.titleImage] : [])
  return (
    <DetailPage<NewsDetail>
      deps={[id]}
      load={() => (/^\d+$/.test(id) ? fetchContentDetail(id) : Promise.resolve(null))}
      notFoundText="资讯不存在或已下线"
      render={(d) => (
        <View className="media-preview">
          <Text className="media-preview__title">{d.title}</Text>
          {d.videoUrl ? (
            <Video
              className="media-preview__video"
              src={d.videoUrl}
              poster={d.poster || d.titleImage}
              controls
              showFullscreenBtn
              objectFit="contain"
              data-testid="media-video"
            />
          ) : null}
          {images(d).length > 0 ? (
            <View className="media-preview__grid">
              {images(d).map((src, index) => (
                <Image
                  key={src + index}
                  className="media-preview__image"
                  src={displayImageUrl(src, { size: '250x200' })}
                  mode="aspectFill"
                  onClick={() => void previewImage(images(d), index)}
                  {...BUTTON_ROLE}
                  aria-label={`预览第${index + 1}张图片`}
                />
              ))}
            </View>
          ) : null}
          {!d.videoUrl && images(d).length === 0 ? <EmptyState description="该资讯没有可预览的视频或图片" /> : null}
        </View>
      )}
    />
  )
}

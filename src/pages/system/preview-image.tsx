import { useMemo, useState } from 'react'
import { View, Text, Image, Swiper, SwiperItem } from '@tarojs/components'
import { Empty } from '@nutui/nutui-react-taro'
import { useRouter } from '@tarojs/taro'
import { nav } from '@/routes/nav'
import './preview-image.scss'

/** Reads `urls` as a JSON array or a comma-separated list; only http(s) and same-origin images. */
export function parseImageUrls(raw: string | undefined): string[] {
  if (!raw) return []
  const text = decodeURIComponent(raw)
  let list: unknown
  try {
    list = JSON.parse(text)
  } catch {
    list = text.split(',')
  }
  return (Array.isArray(list) ? list : []).map((u) => String(u).trim()).filter((u) => /^(https?:\/\/|\/)/.test(u) && !u.startsWith('//'))
}

/** H5 stand-in for the mini-program's image viewer: swipe between images, tap to close. */
export default function PreviewImagePage() {
  const { params } = useRouter()
  const urls = useMemo(() => parseImageUrls(params.urls), [params.urls])
  const [index, setIndex] = useState(() => Math.min(Math.max(Number(params.current) || 0, 0), Math.max(urls.length - 1, 0)))

  if (urls.length === 0) {
    return (
      <View className="preview-image preview-image--empty" onClick={() => nav.back()}>
        <Empty status="error" title="没有可预览的图片" description="点击返回" />
      </View>
    )
  }
  return (
    <View className="preview-image" onClick={() => nav.back()}>
      <Swiper className="preview-image__swiper" current={index} onChange={(e) => setIndex(e.detail.current)}>
        {urls.map((url, i) => (
          <SwiperItem key={url + i} className="preview-image__item">
            <Image className="preview-image__img" src={url} mode="aspectFit" lazyLoad />
          </SwiperItem>
        ))}
      </Swiper>
      <Text className="preview-image__count">
        {index + 1} / {urls.length}
      </Text>
    </View>
  )
}

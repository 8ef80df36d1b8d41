import { Image, Text, View } from '@tarojs/components'
import { Cell, Swiper } from '@nutui/nutui-react-taro'

// The same slide images as the portal's demo home, so both pages paint the same largest element.
const slides = [0, 1, 2, 3].map((n) => `/portal-api/v1/cms/images/slide-${n}.png`)
const items = Array.from({ length: 10 }, (_, i) => `校园资讯第 ${i + 1} 条：示范大学新闻动态`)

export default function Index() {
  return (
    <View>
      <Swiper autoPlay={3000} duration={300} height={130} loop indicator>
        {slides.map((src) => (
          <Swiper.Item key={src}>
            <Image src={src} mode="aspectFill" style={{ width: '100%', height: '130px' }} />
          </Swiper.Item>
        ))}
      </Swiper>
      {items.map((title) => (
        <Cell key={title} title={<Text>{title}</Text>} />
      ))}
    </View>
  )
}

import { View, Text } from '@tarojs/components'
import { Button, Cell, Empty } from '@nutui/nutui-react-taro'
import Taro, { useRouter } from '@tarojs/taro'
import { isValidCoordinate } from '@/features/system/location-result'
import './location.scss'

/** H5 stand-in for the mini-program's location viewer: the place, and a hand-off to a map app. */
export default function OpenLocationPage() {
  const { params } = useRouter()
  const latitude = Number(params.latitude)
  const longitude = Number(params.longitude)
  const name = decodeURIComponent(params.name ?? '')
  const address = decodeURIComponent(params.address ?? '')

  if (!isValidCoordinate(latitude, longitude)) {
    return <Empty status="error" title="位置信息无效" description="缺少或无法识别经纬度" />
  }
  const coords = `${latitude.toFixed(6)},${longitude.toFixed(6)}`
  const geoUri = `geo:${coords}?q=${coords}(${encodeURIComponent(name || '位置')})`
  return (
    <View className="location-page">
      <View className="location-page__place">
        <Text className="location-page__name">{name || '未命名地点'}</Text>
        {address && <Text className="location-page__address">{address}</Text>}
      </View>
      <Cell.Group>
        <Cell title="纬度" extra={latitude.toFixed(6)} />
        <Cell title="经度" extra={longitude.toFixed(6)} />
      </Cell.Group>
      <View className="location-page__actions">
        <Button block type="primary" onClick={() => window.location.assign(geoUri)}>
          在地图应用中打开
        </Button>
        <Button block onClick={() => Taro.setClipboardData({ data: `${name} ${address} ${coords}`.trim() })}>
          复制位置
        </Button>
      </View>
    </View>
  )
}

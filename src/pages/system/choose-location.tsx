import { useRef, useState } from 'react'
import { View } from '@tarojs/components'
import { Button, Cell, Input, TextArea } from '@nutui/nutui-react-taro'
import Taro, { useUnload } from '@tarojs/taro'
import { nav } from '@/routes/nav'
import { emitChosenLocation, isValidCoordinate } from '@/features/system/location-result'
import './location.scss'

/**
 * H5 stand-in for the mini-program's location picker: the browser's position or coordinates typed
 * in, with a name and an address. Without a map service the place is described, not drawn.
 */
export default function ChooseLocationPage() {
  const [name, setName] = useState('')
  const [address, setAddress] = useState('')
  const [lat, setLat] = useState('')
  const [lng, setLng] = useState('')
  const [error, setError] = useState('')
  const [locating, setLocating] = useState(false)
  const chosen = useRef(false)

  useUnload(() => {
    if (!chosen.current) emitChosenLocation(null)
  })

  const locate = async () => {
    setLocating(true)
    setError('')
    try {
      const pos = await Taro.getLocation({ type: 'wgs84' })
      setLat(pos.latitude.toFixed(6))
      setLng(pos.longitude.toFixed(6))
    } catch {
      setError('无法获取当前位置，请检查定位权限或手动填写坐标')
    } finally {
      setLocating(false)
    }
  }

  const confirm = () => {
    const latitude = Number(lat)
    const longitude = Number(lng)
    if (!name.trim()) return setError('请填写地点名称')
    if (!lat || !lng || !isValidCoordinate(latitude, longitude)) return setError('请填写有效的经纬度（纬度 -90~90，经度 -180~180）')
    chosen.current = true
    emitChosenLocation({ name: name.trim(), address: address.trim(), latitude, longitude })
    void nav.back()
  }

  return (
    <View className="location-page">
      <Cell.Group>
        <Cell title="地点名称">
          <Input value={name} onChange={setName} placeholder="如：图书馆" maxLength={50} />
        </Cell>
        <Cell title="详细地址">
          <TextArea value={address} onChange={setAddress} placeholder="楼栋、门牌等" maxLength={140} rows={2} />
        </Cell>
        <Cell title="纬度">
          <Input value={lat} onChange={setLat} type="digit" placeholder="例如 31.230416" />
        </Cell>
        <Cell title="经度">
          <Input value={lng} onChange={setLng} type="digit" placeholder="例如 121.473701" />
        </Cell>
      </Cell.Group>
      {error && (
        <View className="location-page__error" role="alert">
          {error}
        </View>
      )}
      <View className="location-page__actions">
        <Button block loading={locating} onClick={locate}>
          使用当前位置
        </Button>
        <Button block type="primary" onClick={confirm}>
          确定
        </Button>
      </View>
    </View>
  )
}

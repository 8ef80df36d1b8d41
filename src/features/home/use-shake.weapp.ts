import { useEffect, useRef, useState } from 'react'
import Taro, { useDidHide, useDidShow } from '@tarojs/taro'
import { ShakeDetector } from './shake'

/** The mini-program's accelerometer (in g), listened to only while the page shows. */
export function useShake(enabled: boolean, onShake: () => void): void {
  const latest = useRef(onShake)
  latest.current = onShake
  const [shown, setShown] = useState(true)
  useDidShow(() => setShown(true))
  useDidHide(() => setShown(false))

  useEffect(() => {
    if (!enabled || !shown) return
    const detector = new ShakeDetector()
    const listener = (res: Taro.onAccelerometerChange.Result) => {
      if (detector.push(res, Date.now())) latest.current()
    }
    Taro.onAccelerometerChange(listener)
    Taro.startAccelerometer({ interval: 'game' }).catch(() => undefined)
    return () => {
      Taro.offAccelerometerChange(listener)
      Taro.stopAccelerometer().catch(() => undefined)
    }
  }, [enabled, shown])
}

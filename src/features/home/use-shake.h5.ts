import { useEffect, useRef, useState } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { ShakeDetector } from './shake'

const G = 9.81

/** Browsers report motion through `devicemotion` (m/s², gravity included). */
export function useShake(enabled: boolean, onShake: () => void): void {
  const latest = useRef(onShake)
  latest.current = onShake
  const [shown, setShown] = useState(true)
  useDidShow(() => setShown(true))
  useDidHide(() => setShown(false))

  useEffect(() => {
    if (!enabled || !shown || typeof window === 'undefined' || !('DeviceMotionEvent' in window)) return
    const detector = new ShakeDetector()
    const listener = (event: DeviceMotionEvent) => {
      const a = event.accelerationIncludingGravity
      if (!a || a.x == null || a.y == null || a.z == null) return
      if (detector.push({ x: a.x / G, y: a.y / G, z: a.z / G }, Date.now())) latest.current()
    }
    window.addEventListener('devicemotion', listener)
    return () => window.removeEventListener('devicemotion', listener)
  }, [enabled, shown])
}

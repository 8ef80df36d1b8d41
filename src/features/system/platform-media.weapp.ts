import Taro from '@tarojs/taro'
import type { ChosenLocation } from './location-result'

/** In the mini-program the platform's own viewers and pickers do these. */
export function previewImage(urls: string[], current = 0) {
  return Taro.previewImage({ urls, current: urls[current] ?? urls[0] })
}

export async function chooseLocation(): Promise<ChosenLocation | null> {
  try {
    const r = await Taro.chooseLocation({})
    return { name: r.name, address: r.address, latitude: r.latitude, longitude: r.longitude }
  } catch {
    return null
  }
}

export function openLocation(place: ChosenLocation) {
  return Taro.openLocation({ latitude: place.latitude, longitude: place.longitude, name: place.name, address: place.address })
}

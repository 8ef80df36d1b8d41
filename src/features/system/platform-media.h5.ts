import Taro from '@tarojs/taro'
import { nav } from '@/routes/nav'
import { LOCATION_CHOSEN_EVENT, type ChosenLocation } from './location-result'

/** In the browser these features are pages of the app (/preview-image, /choose-location, /open-location). */
export function previewImage(urls: string[], current = 0) {
  return nav.to('previewImage', { urls: JSON.stringify(urls), current })
}

export function chooseLocation(): Promise<ChosenLocation | null> {
  return new Promise((resolve) => {
    const done = (place: ChosenLocation | null) => {
      Taro.eventCenter.off(LOCATION_CHOSEN_EVENT, done)
      resolve(place)
    }
    Taro.eventCenter.on(LOCATION_CHOSEN_EVENT, done)
    void nav.to('chooseLocation')
  })
}

export function openLocation(place: ChosenLocation) {
  return nav.to('openLocation', { ...place })
}

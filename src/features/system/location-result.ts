import Taro from '@tarojs/taro'

/** A place chosen on the H5 choose-location page, as the mini-program's chooseLocation returns it. */
export interface ChosenLocation {
  name: string
  address: string
  latitude: number
  longitude: number
}

export const LOCATION_CHOSEN_EVENT = 'system:location-chosen'

export function emitChosenLocation(place: ChosenLocation | null) {
  Taro.eventCenter.trigger(LOCATION_CHOSEN_EVENT, place)
}

export function isValidCoordinate(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
}

import Taro from '@tarojs/taro'

/** The platform's toast and loading calls. */
export interface UiHost {
  showToast(options: Taro.showToast.Option): unknown
  showLoading(options: Taro.showLoading.Option): unknown
  hideLoading(): unknown
}

/** Taro's own (on H5 in a chunk of their own, loaded by ui-host.h5.ts). */
export const host: UiHost = {
  showToast: (options) => Taro.showToast(options),
  showLoading: (options) => Taro.showLoading(options),
  hideLoading: () => Taro.hideLoading(),
}

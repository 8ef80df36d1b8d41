import Taro from '@tarojs/taro'
import { urlOf } from '@/routes/nav'
import type { PageNotFoundEvent } from './page-not-found'

/** App `onPageNotFound` in the mini-program: WeChat asks the app to go somewhere; home, with a word why. */
export function showNotFound(_event: PageNotFoundEvent): void {
  void Promise.resolve(Taro.reLaunch({ url: urlOf('home') }))
    .then(() => Taro.showToast({ title: '页面不存在，已回到首页', icon: 'none', duration: 2000 }))
    .catch(() => undefined)
}

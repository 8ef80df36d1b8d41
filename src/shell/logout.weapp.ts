import Taro from '@tarojs/taro'
import * as bridge from '@/lib/bridge'
import { urlOf } from '@/routes/nav'
import type { RootStore } from '@/stores/root-store'

/** Clears token, stores and cache, tells the host app, and returns to the login page. */
export async function logout(store: RootStore): Promise<void> {
  store.account.signOut()
  await bridge.logout().catch(() => undefined)
  await Taro.reLaunch({ url: urlOf('login') })
}

import Taro from '@tarojs/taro'

/**
 * Mini-program network state. `cb(online)` runs once with the current state, then on every change;
 * the returned function stops listening. The H5 twin is `network-status.h5.ts`.
 */
export function watchNetwork(cb: (online: boolean) => void): () => void {
  let stopped = false
  const onChange = (res: { isConnected: boolean }) => {
    if (!stopped) cb(res.isConnected)
  }
  Taro.getNetworkType()
    .then((res) => {
      if (!stopped) cb(res.networkType !== 'none')
    })
    .catch(() => undefined)
  Taro.onNetworkStatusChange(onChange)
  return () => {
    stopped = true
    Taro.offNetworkStatusChange(onChange)
  }
}

/** Whether the device is online right now (for 重新加载 while a banner says it is not). */
export function isOnlineNow(): Promise<boolean> {
  return Taro.getNetworkType().then(
    (res) => res.networkType !== 'none',
    () => true,
  )
}

import Taro from '@tarojs/taro'
import type { PrivacyPrompt } from './privacy-prompt'

let watching = false

/** Registers the app's one privacy listener; older base libraries without it are left alone. */
export function watchPrivacyAuthorization(prompt: PrivacyPrompt): void {
  if (watching || typeof Taro.onNeedPrivacyAuthorization !== 'function') return
  watching = true
  Taro.onNeedPrivacyAuthorization((resolve) => prompt.ask(resolve))
  if (typeof Taro.getPrivacySetting === 'function') {
    Taro.getPrivacySetting({ success: (res) => prompt.setContractName(res.privacyContractName) })
  }
}

/** WeChat's own page showing the privacy guideline filled in on the admin platform. */
export function openPrivacyContract(): void {
  if (typeof Taro.openPrivacyContract === 'function') Taro.openPrivacyContract({})
}

/** What the mini-program does for each bridge event (it never has a native host app). */
import Taro from '@tarojs/taro'
import { cache } from './cache'
import { readEnv } from './env'
import { clearToken, TOKEN_NAME } from './token'
import {
  BridgeError,
  done,
  unsupported,
  type MiniProgramTarget,
  type PlatformFallback,
  type UpdateCheck,
  type BridgeOutcome,
} from './bridge-types'

const UPDATE_PROMPT = { title: '更新提示', content: '新版本已经准备好，是否重启应用？' }

function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'errMsg' in error) return String((error as { errMsg: unknown }).errMsg)
  return error instanceof Error ? error.message : String(error)
}

async function navigateToMiniProgram(target: MiniProgramTarget): Promise<BridgeOutcome> {
  try {
    await Taro.navigateToMiniProgram({ appId: target.appId, path: target.path })
    return done(undefined)
  } catch (error) {
    throw new BridgeError('openMiniProgram', errorText(error))
  }
}

/** Resolves with the update check; a downloaded update restarts the app once the user agrees. */
function checkForUpdate(): Promise<BridgeOutcome<UpdateCheck>> {
  if (typeof Taro.getUpdateManager !== 'function') return Promise.resolve(unsupported('no update manager'))
  const manager = Taro.getUpdateManager()
  manager.onUpdateReady(() => {
    void Promise.resolve(Taro.showModal(UPDATE_PROMPT)).then((answer) => {
      if (answer.confirm) manager.applyUpdate()
    })
  })
  return new Promise((resolve) => {
    manager.onCheckForUpdate((result) => resolve(done({ updateAvailable: result.hasUpdate })))
  })
}

export const platformFallback: PlatformFallback = {
  async logout() {
    clearToken()
    cache.clear()
    return done(undefined)
  },
  async clearCache() {
    // Clearing the cache must not sign the user out: the token lives in storage here.
    cache.clear({ keep: [TOKEN_NAME] })
    return done(undefined)
  },
  async cacheSize() {
    return done(cache.sizeKB())
  },
  async appVersion() {
    const version = Taro.getAccountInfoSync?.().miniProgram?.version || readEnv('ENV_APP_VERSION')
    return version ? done(version) : unsupported('a development build has no version')
  },
  updateVersion: checkForUpdate,
  async addToCalendar(entry) {
    const seconds = (at: Date | number) => Math.floor(new Date(at).getTime() / 1000)
    const event = {
      title: entry.title,
      startTime: seconds(entry.start),
      endTime: String(seconds(entry.end)),
      location: entry.location,
      description: entry.notes,
      ...(entry.reminderMinutes !== undefined ? { alarm: true, alarmOffset: entry.reminderMinutes * 60 } : {}),
    }
    try {
      // A series the phone can repeat goes as one repeating entry, not as its first occurrence alone.
      if (entry.repeat) {
        await Taro.addPhoneRepeatCalendar({
          ...event,
          repeatInterval: entry.repeat.every,
          ...(entry.repeat.until !== undefined ? { repeatEndTime: seconds(entry.repeat.until) } : {}),
        })
      } else await Taro.addPhoneCalendar(event)
      return done(undefined)
    } catch (error) {
      throw new BridgeError('addToCalendar', errorText(error))
    }
  },
  async openService(service) {
    if (!service.appId) return unsupported('web services open in the web-view page, which the caller navigates to')
    return navigateToMiniProgram({ appId: service.appId, path: service.path })
  },
  openMiniProgram: navigateToMiniProgram,
  async setBadge() {
    return unsupported('the mini-program has no app badge; tab badges belong to the tab store')
  },
}

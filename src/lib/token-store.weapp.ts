import Taro from '@tarojs/taro'

/** The mini-program has no cookies: the id token lives in storage under `userToken`. */
export const TOKEN_NAME = 'userToken' as const

export function readToken(): string | null {
  try {
    const value: unknown = Taro.getStorageSync(TOKEN_NAME)
    return typeof value === 'string' && value ? value : null
  } catch {
    return null
  }
}

export function saveToken(token: string): void {
  if (!token) {
    clearToken()
    return
  }
  Taro.setStorageSync(TOKEN_NAME, token)
}

export function clearToken(): void {
  Taro.removeStorageSync(TOKEN_NAME)
}

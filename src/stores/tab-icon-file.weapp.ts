import Taro from '@tarojs/taro'
import { iconFileFor, rememberIconFile } from '@/lib/cache'

/**
 * WeChat's tab bar takes only local files: download a remote icon once, save it, and remember the
 * saved path per URL (spec §3 Cache: last saved icon file path per URL).
 */
export async function localIconPath(url: string): Promise<string> {
  if (!/^https?:\/\//.test(url)) return url
  const known = iconFileFor(url)
  if (known) return known
  const { tempFilePath, statusCode } = await Taro.downloadFile({ url })
  if (statusCode !== 200) throw new Error(`icon download failed: ${statusCode}`)
  const fs = Taro.getFileSystemManager()
  const savedFilePath = await new Promise<string>((resolve, reject) =>
    fs.saveFile({ tempFilePath, success: (r) => resolve(r.savedFilePath), fail: reject }),
  )
  rememberIconFile(url, savedFilePath)
  return savedFilePath
}

/**
 * The local files the tab bar shows for `icons` (every tab's icon and selected icon, in order), each downloaded once;
 * null for an icon that could not be saved (its tab keeps what it shows and the next change retries).
 */
export async function tabIconPaths(icons: readonly string[]): Promise<(string | null)[]> {
  return await Promise.all(icons.map((url) => localIconPath(url).catch(() => null)))
}

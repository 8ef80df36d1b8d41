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

import Taro from '@tarojs/taro'
import { icsFileProblem, type IcsFile } from './ics-file-rules'

/**
 * An .ics file from a WeChat chat (the mini-program's file source), read as UTF-8 text. H5 twin: `ics-file.h5.ts`.
 * Null when nothing is picked; a Chinese message when the file is refused.
 */
export async function chooseIcsFile(): Promise<IcsFile | null> {
  let picked: { path: string; name: string; size: number } | undefined
  try {
    const { tempFiles } = await Taro.chooseMessageFile({ count: 1, type: 'file', extension: ['ics'] })
    picked = tempFiles[0]
  } catch {
    return null // cancelled
  }
  if (!picked) return null
  const problem = icsFileProblem(picked)
  if (problem) throw new Error(problem)
  try {
    const text = Taro.getFileSystemManager().readFileSync(picked.path, 'utf8')
    return { name: picked.name, size: picked.size, text: String(text) }
  } catch {
    throw new Error('文件无法读取，请重新选择')
  }
}

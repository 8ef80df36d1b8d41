import Taro from '@tarojs/taro'

/** A file the user picked: a temporary path for uploadLocalFile and its name. */
export interface PickedFile {
  path: string
  name: string
}

/** What WeChat's openDocument shows; other files (ZIP, TXT) cannot be opened inside the mini-program. */
const OPENABLE = /\.(pdf|docx?|xlsx?|pptx?)$/i

/**
 * Attachments come from a WeChat chat (the mini-program's file source), optionally only with these `extensions`.
 * H5 twin: `attachment-files.h5.ts`.
 */
export async function pickAttachments(count: number, extensions?: string[]): Promise<PickedFile[]> {
  try {
    const { tempFiles } = await Taro.chooseMessageFile({
      count: Math.max(1, count),
      type: extensions ? 'file' : 'all',
      ...(extensions ? { extension: extensions } : {}),
    })
    return tempFiles.map((file) => ({ path: file.path, name: file.name }))
  } catch {
    return [] // cancelled
  }
}

/**
 * Opens an attachment: images in the previewer, documents downloaded and handed to the system viewer; what that
 * viewer cannot show (an archive, plain text) gets its address copied, to download in a browser.
 */
export async function openAttachment(url: string, kind: string, fileName = ''): Promise<void> {
  if (kind === 'image') return void (await Taro.previewImage({ urls: [url], current: url }))
  if (fileName && !OPENABLE.test(fileName)) {
    await Taro.setClipboardData({ data: url })
    return void Taro.showToast({ title: '已复制下载链接，请在浏览器中打开', icon: 'none' })
  }
  const { tempFilePath } = await Taro.downloadFile({ url })
  await Taro.openDocument({ filePath: tempFilePath, showMenu: true })
}

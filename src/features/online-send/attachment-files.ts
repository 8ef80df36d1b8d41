import Taro from '@tarojs/taro'

/** A file the user picked: a temporary path for uploadLocalFile and its name. */
export interface PickedFile {
  path: string
  name: string
}

/** Attachments come from a WeChat chat (the mini-program's file source). H5 twin: `attachment-files.h5.ts`. */
export async function pickAttachments(count: number): Promise<PickedFile[]> {
  try {
    const { tempFiles } = await Taro.chooseMessageFile({ count: Math.max(1, count), type: 'all' })
    return tempFiles.map((file) => ({ path: file.path, name: file.name }))
  } catch {
    return [] // cancelled
  }
}

/** Opens an attachment: images in the previewer, the rest downloaded and handed to the system viewer. */
export async function openAttachment(url: string, kind: string): Promise<void> {
  if (kind === 'image') return void (await Taro.previewImage({ urls: [url], current: url }))
  const { tempFilePath } = await Taro.downloadFile({ url })
  await Taro.openDocument({ filePath: tempFilePath, showMenu: true })
}

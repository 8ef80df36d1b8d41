import Taro from '@tarojs/taro'

/** A file the user picked: a temporary path for uploadLocalFile and its name. */
export interface PickedFile {
  path: string
  name: string
}

/** Course materials are documents and videos: picked from a WeChat chat (the mini-program's file source). H5 twin: `platform-files.h5.ts`. */
export async function pickMaterialFile(): Promise<PickedFile | null> {
  try {
    const { tempFiles } = await Taro.chooseMessageFile({
      count: 1,
      type: 'file',
      extension: ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'mp4'],
    })
    const file = tempFiles[0]
    return file ? { path: file.path, name: file.name } : null
  } catch {
    return null // cancelled
  }
}

/** Previews a document: downloaded, then opened by the system viewer (the mini-program cannot show a PDF in a page). */
export async function previewDocument(url: string): Promise<void> {
  const { tempFilePath } = await Taro.downloadFile({ url })
  await Taro.openDocument({ filePath: tempFilePath, showMenu: true })
}

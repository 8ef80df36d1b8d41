import Taro from '@tarojs/taro'

/** The mini-program writes the file to its user data folder and offers it to forward to a chat (where it can be saved). */
export async function saveTextFile(fileName: string, text: string): Promise<void> {
  const filePath = `${Taro.env.USER_DATA_PATH}/${fileName}`
  Taro.getFileSystemManager().writeFileSync(filePath, text, 'utf8')
  await Taro.shareFileMessage({ filePath, fileName })
}

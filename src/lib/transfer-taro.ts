import Taro from '@tarojs/taro'
import type { Task } from './request-tracking'

/** The platform's file upload and download (on H5 in a chunk of their own, loaded by transfer.h5.ts). */
export const transfer = {
  upload: (options: Taro.uploadFile.Option) => Taro.uploadFile(options) as unknown as Task<Taro.uploadFile.SuccessCallbackResult>,
  download: (options: Taro.downloadFile.Option) =>
    Taro.downloadFile(options) as unknown as Task<Taro.downloadFile.FileSuccessCallbackResult>,
}

export type Transfer = typeof transfer

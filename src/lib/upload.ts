import Taro from '@tarojs/taro'
import type { UploadedFile } from '@contract/files'
import { UPLOAD_FIELD, filePaths } from '@contract/paths/files'
import { DEFAULT_BASE_PATHS, serviceBases } from './env'
import { uploadFile } from './request'

export type { UploadedFile }

/** Album limits (spec §9): at most 9 images, shown 3 per row. */
export const ALBUM_MAX = 9
export const ALBUM_PER_ROW = 3

/**
 * Uploads one local file (a temporary path from chooseImage/chooseMedia; a blob: URL in H5) with the
 * token header; resolves with the stored file. The server recognises the type from the bytes and answers
 * 413/415 with a Chinese reason, which the request client raises as its message. `fileName` names a
 * blob: URL's file in H5 (otherwise stored as file-<time>).
 */
export async function uploadLocalFile(filePath: string, fileName?: string): Promise<UploadedFile> {
  // uploadFile resolves with the whole answer {code, message, data}: the stored file is its data.
  const answer = await uploadFile<{ code: number; message: string; data: UploadedFile }>({
    url: serviceBases().portal + filePaths.upload.path,
    filePath,
    name: UPLOAD_FIELD,
    fileName,
  })
  return answer.data
}

/** Where to show or download a stored file (absolute in the mini-program, same-origin in H5). */
export function fileUrl(id: string): string {
  return `${serviceBases().portal}${filePaths.download.path}/${id}`
}

/** Lets the user pick up to `count` images (album or camera; compressed) and uploads them in order. */
export async function chooseAndUploadImages(count: number): Promise<UploadedFile[]> {
  const chosen = await Taro.chooseImage({
    count: Math.max(1, Math.min(count, ALBUM_MAX)),
    sizeType: ['compressed'],
    sourceType: ['album', 'camera'],
  })
  const uploaded: UploadedFile[] = []
  for (const path of chosen.tempFilePaths) uploaded.push(await uploadLocalFile(path))
  return uploaded
}

/**
 * A stored file's address as the server keeps it (`/portal-api/v1/files/<id>`, an application's attachment list),
 * where this client reaches it: behind the portal base it uses. Any other address is left as it is.
 */
export function storedFileUrl(address: string): string {
  const prefix = `${DEFAULT_BASE_PATHS.portal}${filePaths.download.path}/`
  return address.startsWith(prefix) ? fileUrl(address.slice(prefix.length)) : address
}

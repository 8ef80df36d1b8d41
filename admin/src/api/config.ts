import type { adminConfigEndpoints, adminReleaseEndpoints } from '@contract/admin-config'
import { BASES } from '@contract/bases'
import { filePaths, UPLOAD_FIELD } from '@contract/paths/files'
import { adminConfigPaths, adminReleasePaths } from '@contract/paths/admin-config'
import { ApiError, endpointClient } from './client'
import { readToken } from './session'

/** The portal's configuration (全局管理员): tabs, themes, settings, kept versions. */
export const configApi = endpointClient<typeof adminConfigEndpoints>(adminConfigPaths)

/** 分流 records and app releases (全局管理员). */
export const releaseApi = endpointClient<typeof adminReleaseEndpoints>(adminReleasePaths)

/** Uploads an image through the portal's file upload; resolves to its address (`/portal-api/v1/files/<id>`). */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData()
  form.append(UPLOAD_FIELD, file)
  const response = await fetch(BASES[filePaths.upload.base] + filePaths.upload.path, {
    method: 'POST',
    headers: { 'x-id-token': readToken() ?? '' },
    body: form,
  })
  const body = (await response.json().catch(() => undefined)) as
    | { code?: number; message?: string; data?: { url: string; kind: string } }
    | undefined
  if (!response.ok || body?.code !== 0 || !body.data) throw new ApiError(response.status, body?.message || `上传失败（${response.status}）`)
  if (body.data.kind !== 'image') throw new ApiError(415, '请上传图片')
  return body.data.url
}

import type { adminHomeContentEndpoints } from '@contract/admin-home-content'
import { BASES } from '@contract/bases'
import { adminHomeContentPaths } from '@contract/paths/admin-home-content'
import { UPLOAD_FIELD, filePaths } from '@contract/paths/files'
import { ApiError, endpointClient } from './client'
import { readToken } from './session'

/** 轮播图, 滚动公告, 弹窗, 悬浮框: list, save, delete, order, and the link rules the form checks against. */
export const homeContentApi = endpointClient<typeof adminHomeContentEndpoints>(adminHomeContentPaths)

/** Uploads an image or video through the portal's file upload (POST /portal-api/v1/files); answers its address. */
export async function uploadFile(file: File): Promise<string> {
  const form = new FormData()
  form.append(UPLOAD_FIELD, file)
  const response = await fetch(BASES[filePaths.upload.base] + filePaths.upload.path, {
    method: 'POST',
    headers: { 'x-id-token': readToken() ?? '' },
    body: form,
  })
  const body = (await response.json().catch(() => undefined)) as { code?: number; message?: string; data?: { url: string } } | undefined
  if (!response.ok || body?.code !== 0 || !body.data) throw new ApiError(response.status, body?.message || `上传失败（${response.status}）`)
  return body.data.url
}

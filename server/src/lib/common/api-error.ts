/** A refusal the client should show: 4xx with `{code, message}` (code non-zero, message in Chinese). */
export class ApiError extends Error {
  readonly statusCode: number
  readonly code: number

  constructor(statusCode: number, message: string, code: number = statusCode) {
    super(message)
    this.name = 'ApiError'
    this.statusCode = statusCode
    this.code = code
  }
}

export const badRequest = (message: string): ApiError => new ApiError(400, message)
export const unauthorized = (message = '登录已过期，请重新登录'): ApiError => new ApiError(401, message)
export const forbidden = (message: string): ApiError => new ApiError(403, message)
export const notFound = (message: string): ApiError => new ApiError(404, message)
export const tooManyRequests = (message: string): ApiError => new ApiError(429, message)

/** The success wrapper every JSON API answers with. */
export function ok<T>(data: T, message = '成功'): { code: 0; message: string; data: T } {
  return { code: 0, message, data }
}

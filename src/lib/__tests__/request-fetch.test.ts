/** The client over Taro's real H5 request implementation, with only `fetch` faked. */
import { abortRequests, isAbortError, request, requestData } from '@/lib/request'
import { saveToken } from '@/lib/token'
import { clearCookies } from './helpers'

type FetchCall = [string, RequestInit & { headers: Record<string, string> }]

const originalFetch = global.fetch
let fetchMock: jest.Mock

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

beforeEach(() => {
  fetchMock = jest.fn(() => Promise.resolve(jsonResponse(200, { code: 0, message: '成功', data: { n: 1 } })))
  global.fetch = fetchMock as unknown as typeof fetch
})

afterEach(() => {
  global.fetch = originalFetch
  clearCookies()
})

it('sends method, URL, headers and a form body through fetch and parses JSON', async () => {
  saveToken('a.b.c')
  await expect(
    requestData({ url: '/portal-api/v1/config', method: 'POST', query: { t: 1 }, data: { name: '张三', empty: '' } }),
  ).resolves.toEqual({ n: 1 })
  const [url, init] = fetchMock.mock.calls[0] as FetchCall
  expect(url).toBe('/portal-api/v1/config?t=1')
  expect(init.method).toBe('POST')
  expect(init.body).toBe('name=%E5%BC%A0%E4%B8%89&empty=')
  expect(init.headers).toMatchObject({
    'Content-Type': 'application/x-www-form-urlencoded',
    Accept: 'application/json',
    'X-Terminal-Info': 'h5',
    'X-Id-Token': 'a.b.c',
  })
})

it('sends JSON bodies as JSON text', async () => {
  await request({
    url: '/message-center/center/api/v1/instantMessage/getAppAllUnReadCount/new',
    method: 'POST',
    data: { mobile: false },
    json: true,
  })
  const [, init] = fetchMock.mock.calls[0] as FetchCall
  expect(init.body).toBe('{"mobile":false}')
  expect(init.headers['Content-Type']).toBe('application/json')
})

it('rejects an error status with the server message', async () => {
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(403, { code: 403, message: '无权访问' })))
  await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'http', status: 403, message: '无权访问' })
})

it('rejects a fetch failure as a network error', async () => {
  fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')))
  await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'network' })
})

it('aborting cancels the underlying fetch through its signal', async () => {
  let signal: AbortSignal | undefined
  fetchMock.mockImplementation((_url: string, init: RequestInit) => {
    signal = init.signal ?? undefined
    return new Promise(() => undefined)
  })
  const call = request({ url: '/slow' }).catch((error: unknown) => error)
  expect(abortRequests('/slow')).toBe(1)
  expect(isAbortError(await call)).toBe(true)
  expect(signal?.aborted).toBe(true)
})

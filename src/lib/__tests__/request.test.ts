import Taro from '@tarojs/taro'
import {
  abortRequests,
  downloadFile,
  ignoreAborted,
  inFlightCount,
  isAbortError,
  isRequestError,
  RELOGIN_QUIET_MS,
  request,
  requestData,
  RequestError,
  setReloginHandler,
  uploadFile,
} from '@/lib/request'
import { resetDeviceInfoHeader } from '@/lib/request-headers'
import { saveToken } from '@/lib/token'
import { clearCookies, setPortalEnv } from './helpers'

interface FakeTask<R> {
  task: Promise<R> & { abort: jest.Mock }
  resolve(result: R): void
  reject(error: unknown): void
}

function fakeTask<R>(): FakeTask<R> {
  let resolve!: (result: R) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<R>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { task: Object.assign(promise, { abort: jest.fn() }), resolve, reject }
}

type RequestCall = Parameters<typeof Taro.request>[0] & { header: Record<string, string> }

let requestSpy: jest.SpyInstance
let toastSpy: jest.SpyInstance
const calls = () => requestSpy.mock.calls.map((call) => call[0] as RequestCall)

/** Every Taro.request answers with this response. */
function answer(statusCode: number, data: unknown) {
  requestSpy.mockImplementation(() => Object.assign(Promise.resolve({ statusCode, data, header: {} }), { abort: jest.fn() }))
}

beforeEach(() => {
  requestSpy = jest.spyOn(Taro, 'request')
  toastSpy = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' })
  answer(200, { code: 0, message: '成功', data: { ok: true } })
})

afterEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
  setReloginHandler(undefined)
  setPortalEnv({})
  clearCookies()
  resetDeviceInfoHeader()
  delete (window as { CampusHost?: unknown }).CampusHost
})

describe('headers', () => {
  it('sends device, terminal, accept and form content type by default', async () => {
    await request({ url: '/portal-api/x' })
    const { header } = calls()[0]
    expect(JSON.parse(header['X-Device-Info'])).toEqual({ brand: 'unknown', model: 'unknown', version: expect.any(String) })
    expect(header['X-Terminal-Info']).toBe('h5')
    expect(header.Accept).toBe('application/json')
    expect(header['Content-Type']).toBe('application/x-www-form-urlencoded')
    expect(header['Accept-Language']).toBeUndefined()
  })

  it('sends JSON content type when json is set', async () => {
    await request({ url: '/x', method: 'POST', data: { mobile: false }, json: true })
    expect(calls()[0].header['Content-Type']).toBe('application/json')
    expect(calls()[0].data).toEqual({ mobile: false })
  })

  it('sends no content type with a POST that has no body, JSON endpoint or not', async () => {
    await request({ url: '/x', method: 'POST', json: true })
    await request({ url: '/x', method: 'POST' })
    for (const call of calls()) {
      expect(call.header['Content-Type']).toBeUndefined()
      expect(call.data).toBeUndefined()
    }
  })

  it('sends the token as X-Id-Token when there is one', async () => {
    await request({ url: '/x' })
    expect(calls()[0].header['X-Id-Token']).toBeUndefined()
    saveToken('a.b.c')
    await request({ url: '/x' })
    expect(calls()[1].header['X-Id-Token']).toBe('a.b.c')
  })

  it('says app as terminal inside the native host app', async () => {
    ;(window as { CampusHost?: unknown }).CampusHost = { postMessage: jest.fn() }
    await request({ url: '/x' })
    expect(calls()[0].header['X-Terminal-Info']).toBe('app')
  })

  it('reads brand, model and system for X-Device-Info from the user agent, escaping non-ASCII', async () => {
    jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (Linux; Android 13; 华为 Mate 60 Build/TP1A; wv) AppleWebKit/537.36 Chrome/111.0 Mobile Safari/537.36')
    await request({ url: '/x' })
    const value = calls()[0].header['X-Device-Info']
    expect(value).toMatch(/^[\x20-\x7e]+$/)
    expect(JSON.parse(value)).toEqual({ brand: 'unknown', model: '华为 Mate 60', version: 'Android 13' })
  })

  it('says unknown for what an empty user agent does not name', async () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('')
    await request({ url: '/x' })
    expect(JSON.parse(calls()[0].header['X-Device-Info'])).toEqual({ brand: 'unknown', model: 'unknown', version: 'unknown' })
  })

  it('adds caller headers last (e.g. the robot userToken)', async () => {
    await request({ url: '/kf/chat', headers: { userToken: 't' } })
    expect(calls()[0].header.userToken).toBe('t')
  })
})

describe('url, query and body', () => {
  it('defaults to GET and appends the query, dropping empty values', async () => {
    await request({ url: '/portal-api/list', query: { page: 1, q: '', tag: null, name: '张' } })
    expect(calls()[0]).toMatchObject({ method: 'GET', url: '/portal-api/list?page=1&name=%E5%BC%A0' })
    expect(calls()[0].data).toBeUndefined()
  })

  it('puts GET data into the query too', async () => {
    await request({ url: '/x?a=1', data: { b: 2 } })
    expect(calls()[0].url).toBe('/x?a=1&b=2')
  })

  it('form-encodes a POST body and keeps empty strings in it', async () => {
    await request({ url: '/x', method: 'POST', data: { name: '张 三', note: '', gone: undefined }, query: { nonce: 'n' } })
    expect(calls()[0]).toMatchObject({ method: 'POST', url: '/x?nonce=n', data: 'name=%E5%BC%A0%20%E4%B8%89&note=' })
  })

  it('passes a string body untouched', async () => {
    await request({ url: '/x', method: 'PUT', data: 'raw=1' })
    expect(calls()[0].data).toBe('raw=1')
  })
})

describe('responses', () => {
  it('resolves with the whole body', async () => {
    answer(200, { code: 0, message: '成功', data: [1] })
    await expect(request({ url: '/x' })).resolves.toEqual({ code: 0, message: '成功', data: [1] })
  })

  it.each([200, 201, 204, 299])('accepts status %p', async (status) => {
    answer(status, null)
    await expect(request({ url: '/x' })).resolves.toBeNull()
  })

  it.each([199, 300, 304, 400, 403, 404, 502])('rejects status %p as an http error', async (status) => {
    answer(status, { code: status, message: '不行' })
    await expect(request({ url: '/x' })).rejects.toMatchObject({ name: 'RequestError', kind: 'http', status, message: '不行' })
  })

  it('falls back to a status message when the body has none', async () => {
    answer(404, '<html>')
    await expect(request({ url: '/x' })).rejects.toMatchObject({ message: '请求失败（404）', data: '<html>' })
  })

  it('honours a custom status rule', async () => {
    answer(304, null)
    await expect(request({ url: '/x', validateStatus: (s) => s === 304 })).resolves.toBeNull()
    answer(200, {})
    await expect(request({ url: '/x', validateStatus: (s) => s === 304 })).rejects.toMatchObject({ kind: 'http', status: 200 })
  })

  it('does not toast a 500 in the browser (spec §8 is mini-program only)', async () => {
    answer(500, { code: 500, message: '服务器错误' })
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'http', status: 500 })
    expect(toastSpy).not.toHaveBeenCalled()
  })
})

describe('failures and timeouts', () => {
  it('rejects a network failure with kind network', async () => {
    requestSpy.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')))
    const error = await request({ url: '/x' }).catch((e: unknown) => e)
    expect(isRequestError(error)).toBe(true)
    expect(error).toMatchObject({ kind: 'network', url: '/x' })
  })

  it('rejects a platform timeout with kind timeout', async () => {
    requestSpy.mockImplementation(() => Promise.reject({ errMsg: 'request:fail timeout' }))
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'timeout' })
  })

  it('rejects a platform-side abort (H5 timeout) with kind timeout', async () => {
    requestSpy.mockImplementation(() => Promise.reject(Object.assign(new Error('The user aborted a request.'), { name: 'AbortError' })))
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'timeout' })
  })

  it('rejects when Taro.request throws synchronously', async () => {
    requestSpy.mockImplementation(() => {
      throw new Error('bad options')
    })
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'network' })
  })

  it('times out on its own after 60000 ms and aborts the task', async () => {
    jest.useFakeTimers()
    const pending = fakeTask<unknown>()
    requestSpy.mockReturnValue(pending.task)
    const outcome = request({ url: '/slow' }).catch((e: unknown) => e)
    expect(calls()[0].timeout).toBe(60000)
    await jest.advanceTimersByTimeAsync(59999)
    expect(pending.task.abort).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ kind: 'timeout', message: '请求超时' })
    expect(pending.task.abort).toHaveBeenCalled()
    expect(inFlightCount('/slow')).toBe(0)
  })

  it('takes the request timeout from ENV_REQUEST_TIMEOUT or the call', async () => {
    setPortalEnv({ ENV_REQUEST_TIMEOUT: '10000' })
    await request({ url: '/x' })
    await request({ url: '/x', timeout: 1234 })
    expect(calls().map((c) => c.timeout)).toEqual([10000, 1234])
  })

  it('ignores a response that arrives after the timeout', async () => {
    jest.useFakeTimers()
    const pending = fakeTask<unknown>()
    requestSpy.mockReturnValue(pending.task)
    const outcome = request({ url: '/slow', timeout: 100 }).then(
      () => 'resolved',
      (e: RequestError) => e.kind,
    )
    await jest.advanceTimersByTimeAsync(100)
    pending.resolve({ statusCode: 200, data: {} })
    expect(await outcome).toBe('timeout')
  })
})

describe('abort per URL', () => {
  it('rejects tracked calls with the abort marker and aborts their tasks', async () => {
    const first = fakeTask<unknown>()
    const second = fakeTask<unknown>()
    requestSpy.mockReturnValueOnce(first.task).mockReturnValueOnce(second.task)
    const a = request({ url: '/search?q=a' }).catch((e: unknown) => e)
    const b = request({ url: '/search?q=ab' }).catch((e: unknown) => e)
    expect(inFlightCount('/search')).toBe(2)
    expect(abortRequests('/search')).toBe(2)
    const [errorA, errorB] = await Promise.all([a, b])
    expect(isAbortError(errorA)).toBe(true)
    expect(isAbortError(errorB)).toBe(true)
    expect(isRequestError(errorA)).toBe(false)
    expect(first.task.abort).toHaveBeenCalled()
    expect(second.task.abort).toHaveBeenCalled()
    expect(inFlightCount()).toBe(0)
  })

  it('matches a URL given with a query', async () => {
    const pending = fakeTask<unknown>()
    requestSpy.mockReturnValue(pending.task)
    const call = request({ url: '/list' }).catch((e: unknown) => e)
    expect(abortRequests('/list?page=2')).toBe(1)
    expect(isAbortError(await call)).toBe(true)
  })

  it('uses an explicit abort key', async () => {
    const pending = fakeTask<unknown>()
    requestSpy.mockReturnValue(pending.task)
    const call = request({ url: '/a', abortKey: 'news-tab' }).catch((e: unknown) => e)
    expect(abortRequests('/a')).toBe(0)
    expect(abortRequests('news-tab')).toBe(1)
    expect(await call).toMatchObject({ name: 'RequestAbortedError', key: 'news-tab' })
  })

  it('leaves other URLs alone and answers 0 when nothing is in flight', async () => {
    const pending = fakeTask<unknown>()
    requestSpy.mockReturnValue(pending.task)
    const other = request({ url: '/other' })
    expect(abortRequests('/nothing')).toBe(0)
    pending.resolve({ statusCode: 200, data: 'fine' })
    await expect(other).resolves.toBe('fine')
  })

  it('ignores a response that arrives after the abort, and never toasts or re-logs in', async () => {
    const relogin = jest.fn()
    setReloginHandler(relogin)
    const pending = fakeTask<unknown>()
    requestSpy.mockReturnValue(pending.task)
    const call = request({ url: '/x' }).then(
      () => 'resolved',
      (e: unknown) => (isAbortError(e) ? 'aborted' : 'other'),
    )
    abortRequests('/x')
    pending.resolve({ statusCode: 401, data: {} })
    expect(await call).toBe('aborted')
    expect(relogin).not.toHaveBeenCalled()
    expect(toastSpy).not.toHaveBeenCalled()
  })

  it('ignoreAborted swallows the marker and rethrows real failures', async () => {
    const pending = fakeTask<unknown>()
    requestSpy.mockReturnValue(pending.task)
    const call = request({ url: '/x' }).catch(ignoreAborted)
    abortRequests('/x')
    await expect(call).resolves.toBeUndefined()
    expect(() => ignoreAborted(new Error('real'))).toThrow('real')
  })

  it('stops tracking a call once it has settled', async () => {
    await request({ url: '/done' })
    expect(inFlightCount('/done')).toBe(0)
    expect(abortRequests('/done')).toBe(0)
  })
})

describe('re-login on 401', () => {
  it('calls the handler for HTTP 401 and rejects', async () => {
    const relogin = jest.fn()
    setReloginHandler(relogin)
    answer(401, { code: 401, message: '登录已过期，请重新登录' })
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'http', status: 401, message: '登录已过期，请重新登录' })
    expect(relogin).toHaveBeenCalledTimes(1)
  })

  it('calls the handler for body code 401 with status 200', async () => {
    const relogin = jest.fn()
    setReloginHandler(relogin)
    answer(200, { code: 401, message: 'token invalid' })
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'business', code: 401 })
    expect(relogin).toHaveBeenCalledTimes(1)
  })

  it('triggers once for a burst, again after the quiet period', async () => {
    jest.useFakeTimers()
    const relogin = jest.fn()
    setReloginHandler(relogin)
    answer(401, {})
    await Promise.all([1, 2, 3].map(() => request({ url: '/x' }).catch(() => undefined)))
    expect(relogin).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(RELOGIN_QUIET_MS)
    await request({ url: '/x' }).catch(() => undefined)
    expect(relogin).toHaveBeenCalledTimes(2)
  })

  it('waits for an async handler before re-arming', async () => {
    jest.useFakeTimers()
    let finish!: () => void
    const relogin = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve
        }),
    )
    setReloginHandler(relogin)
    answer(401, {})
    await request({ url: '/x' }).catch(() => undefined)
    await jest.advanceTimersByTimeAsync(RELOGIN_QUIET_MS * 3)
    await request({ url: '/x' }).catch(() => undefined)
    expect(relogin).toHaveBeenCalledTimes(1)
    finish()
    await jest.advanceTimersByTimeAsync(RELOGIN_QUIET_MS)
    await request({ url: '/x' }).catch(() => undefined)
    expect(relogin).toHaveBeenCalledTimes(2)
  })

  it('leaves the handler alone for calls marked noRelogin', async () => {
    const relogin = jest.fn()
    setReloginHandler(relogin)
    answer(401, { code: 401, message: '密码错误' })
    await expect(request({ url: '/token-service/password/passwordLogin', noRelogin: true })).rejects.toMatchObject({
      status: 401,
      message: '密码错误',
    })
    expect(relogin).not.toHaveBeenCalled()
  })

  it('survives a handler that throws, and no handler at all', async () => {
    setReloginHandler(() => {
      throw new Error('handler broke')
    })
    answer(401, {})
    await expect(request({ url: '/x' })).rejects.toMatchObject({ status: 401 })
    setReloginHandler(undefined)
    await expect(request({ url: '/x' })).rejects.toMatchObject({ status: 401 })
  })
})

describe('requestData', () => {
  it('unwraps data on code 0', async () => {
    answer(200, { code: 0, message: '成功', data: { total: 3 } })
    await expect(requestData<{ total: number }>({ url: '/x' })).resolves.toEqual({ total: 3 })
  })

  it('rejects with kind business and the server message on another code', async () => {
    answer(200, { code: 1001, message: '验证码错误', data: null })
    await expect(requestData({ url: '/x' })).rejects.toMatchObject({ kind: 'business', code: 1001, message: '验证码错误' })
  })

  it('rejects a body that is not an envelope', async () => {
    answer(200, [1, 2])
    await expect(requestData({ url: '/x' })).rejects.toMatchObject({ kind: 'business' })
    answer(200, { code: '0', data: 1 })
    await expect(requestData({ url: '/x' })).rejects.toMatchObject({ kind: 'business' })
  })

  it('reads envelopes whatever their prototype', async () => {
    answer(200, Object.assign(Object.create(null), { code: 0, message: 'ok', data: 'x' }))
    await expect(requestData({ url: '/x' })).resolves.toBe('x')
  })

  it('gives a default message when the server sends none', async () => {
    answer(200, { code: 2, data: null })
    await expect(requestData({ url: '/x' })).rejects.toMatchObject({ message: '请求失败' })
  })
})

describe('uploadFile and downloadFile', () => {
  it('uploads with the token header, no content type, and 20000 ms', async () => {
    saveToken('a.b.c')
    const upload = jest
      .spyOn(Taro, 'uploadFile')
      .mockImplementation((() =>
        Promise.resolve({ statusCode: 200, data: '{"code":0,"message":"成功","data":{"url":"/avatar.png"}}', errMsg: 'ok' })) as never)
    await expect(
      uploadFile({ url: '/personal/api/v1/personal/user/info/portrait', filePath: 'blob:x', name: 'file', formData: { type: 'avatar' } }),
    ).resolves.toEqual({ code: 0, message: '成功', data: { url: '/avatar.png' } })
    const options = upload.mock.calls[0][0] as unknown as {
      header: Record<string, string>
      timeout: number
      name: string
      formData: unknown
    }
    expect(options.header['X-Id-Token']).toBe('a.b.c')
    expect(options.header['Content-Type']).toBeUndefined()
    expect(options.timeout).toBe(20000)
    expect(options.name).toBe('file')
    expect(options.formData).toEqual({ type: 'avatar' })
  })

  it('keeps a non-JSON upload answer as text', async () => {
    jest.spyOn(Taro, 'uploadFile').mockImplementation((() => Promise.resolve({ statusCode: 200, data: 'OK', errMsg: 'ok' })) as never)
    await expect(uploadFile({ url: '/u', filePath: 'f', name: 'file' })).resolves.toBe('OK')
  })

  it('re-logs in when an upload answers 401', async () => {
    const relogin = jest.fn()
    setReloginHandler(relogin)
    jest.spyOn(Taro, 'uploadFile').mockImplementation((() => Promise.resolve({ statusCode: 401, data: '{}', errMsg: 'ok' })) as never)
    await expect(uploadFile({ url: '/u', filePath: 'f', name: 'file' })).rejects.toMatchObject({ status: 401 })
    expect(relogin).toHaveBeenCalledTimes(1)
  })

  it('downloads to a temporary file with 60000 ms', async () => {
    const download = jest
      .spyOn(Taro, 'downloadFile')
      .mockImplementation((() => Promise.resolve({ statusCode: 200, tempFilePath: 'tmp://icon.png', errMsg: 'ok' })) as never)
    await expect(downloadFile({ url: 'https://cdn/icon.png' })).resolves.toEqual({ tempFilePath: 'tmp://icon.png', statusCode: 200 })
    expect((download.mock.calls[0][0] as unknown as { timeout: number }).timeout).toBe(60000)
  })

  it('rejects a failed download', async () => {
    jest
      .spyOn(Taro, 'downloadFile')
      .mockImplementation((() => Promise.resolve({ statusCode: 404, tempFilePath: '', errMsg: 'ok' })) as never)
    await expect(downloadFile({ url: 'https://cdn/missing.png' })).rejects.toMatchObject({ kind: 'http', status: 404 })
  })
})

describe('mini-program build', () => {
  type RequestModule = typeof import('@/lib/request')

  function loadWeapp(): { client: RequestModule; taro: typeof Taro } {
    let client!: RequestModule
    let taro!: typeof Taro
    jest.isolateModules(() => {
      jest.doMock('@/lib/platform', () => jest.requireActual('@/lib/platform.weapp'))
      jest.doMock('@/lib/token-store', () => jest.requireActual('@/lib/token-store.weapp'))
      // The mini-program's toast calls (ui-host.ts; Jest otherwise resolves the H5 file, which loads them on first use).
      jest.doMock('@/lib/ui-host', () => jest.requireActual('@/lib/ui-host.ts'))
      taro = require('@tarojs/taro') as typeof Taro
      client = require('@/lib/request') as RequestModule
    })
    jest.dontMock('../platform')
    jest.dontMock('../token-store')
    jest.dontMock('../ui-host')
    return { client, taro }
  }

  function weappAnswer(taro: typeof Taro, statusCode: number, data: unknown) {
    const spy = jest
      .spyOn(taro, 'request')
      .mockImplementation((() => Object.assign(Promise.resolve({ statusCode, data, header: {} }), { abort: jest.fn() })) as never)
    const toast = jest.spyOn(taro, 'showToast').mockResolvedValue({ errMsg: 'ok' })
    return { spy, toast }
  }

  afterEach(() => localStorage.clear())

  it('sends wechat, Accept-Language zh-CN and the stored token', async () => {
    const { client, taro } = loadWeapp()
    taro.setStorageSync('userToken', 'w.x.y')
    const { spy } = weappAnswer(taro, 200, {})
    await client.request({ url: 'http://127.0.0.1:8080/portal-api/x' })
    const header = (spy.mock.calls[0][0] as unknown as RequestCall).header
    expect(header['X-Terminal-Info']).toBe('wechat')
    expect(header['Accept-Language']).toBe('zh-CN')
    expect(header['X-Id-Token']).toBe('w.x.y')
  })

  it('shows the server message of a 500 as a 2000 ms toast', async () => {
    const { client, taro } = loadWeapp()
    const { toast } = weappAnswer(taro, 500, { code: 500, message: '服务繁忙，请稍后再试' })
    await expect(client.request({ url: '/x' })).rejects.toMatchObject({ kind: 'http', status: 500, message: '服务繁忙，请稍后再试' })
    expect(toast).toHaveBeenCalledWith({ title: '服务繁忙，请稍后再试', icon: 'none', duration: 2000 })
  })

  it('does not toast the account-not-activated message', async () => {
    const { client, taro } = loadWeapp()
    const { toast } = weappAnswer(taro, 500, { code: 500, message: '账号未激活，请先激活账号' })
    await expect(client.request({ url: '/x' })).rejects.toMatchObject({ status: 500 })
    expect(toast).not.toHaveBeenCalled()
  })

  it('does not toast a silent call, another status, or a 500 without message', async () => {
    const { client, taro } = loadWeapp()
    const { toast } = weappAnswer(taro, 500, { message: '错误' })
    await client.request({ url: '/x', silent: true }).catch(() => undefined)
    weappAnswer(taro, 502, { message: '网关错误' })
    await client.request({ url: '/x' }).catch(() => undefined)
    weappAnswer(taro, 500, {})
    await client.request({ url: '/x' }).catch(() => undefined)
    expect(toast).not.toHaveBeenCalled()
  })
})

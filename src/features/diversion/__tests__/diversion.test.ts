import {
  DiversionLatch,
  checkLaunchDiversion,
  decodeDiversionInfo,
  diversionTarget,
  encodeDiversionInfo,
} from '@/features/diversion/diversion'

const record = { id: 1, title: '访客服务专区', url: '/pages/tab/service/index', terminal: 6, sort: 1 }

describe('diversionTarget', () => {
  it('takes the first record of a successful, non-empty answer', () => {
    expect(diversionTarget({ code: 0, message: '成功', data: [record, { ...record, id: 2 }] })).toEqual(record)
  })

  it.each([
    [{ code: 0, message: '', data: [] }],
    [{ code: 1, message: '失败', data: [record] }],
    [{ code: 0, message: '', data: null }],
    [null],
    ['<html>'],
  ])('does not divert for %j', (body) => {
    expect(diversionTarget(body)).toBeNull()
  })
})

describe('fenliuInfo', () => {
  it('round-trips, however often the router decoded it', () => {
    const encoded = encodeDiversionInfo(record)
    expect(decodeDiversionInfo(encoded)).toEqual(record)
    expect(decodeDiversionInfo(decodeURIComponent(encoded))).toEqual(record)
    expect(decodeDiversionInfo(encodeURIComponent(encoded))).toEqual(record)
  })

  it('rejects garbage', () => {
    expect(decodeDiversionInfo('%E0%A4%A')).toBeNull()
    expect(decodeDiversionInfo('{"title":"x"}')).toBeNull()
    expect(decodeDiversionInfo(undefined)).toBeNull()
  })
})

describe('checkLaunchDiversion', () => {
  it('checks once per launch', async () => {
    const latch = new DiversionLatch()
    const fetchList = jest.fn(async () => ({ code: 0, message: '', data: [record] }))
    await expect(checkLaunchDiversion(fetchList, latch)).resolves.toEqual(record)
    await expect(checkLaunchDiversion(fetchList, latch)).resolves.toBeNull()
    expect(fetchList).toHaveBeenCalledTimes(1)
  })

  it('swallows failures (launch errors)', async () => {
    await expect(checkLaunchDiversion(async () => Promise.reject(new Error('500')), new DiversionLatch())).resolves.toBeNull()
  })
})

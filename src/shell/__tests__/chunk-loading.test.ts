import { LOADING_ID, wrapChunkLoader } from '@/shell/chunk-loading'

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  jest.useRealTimers()
  document.getElementById(LOADING_ID)?.remove()
})

function deferred() {
  let resolve!: () => void
  let reject!: (e: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

test('a fast chunk shows no indicator', async () => {
  const d = deferred()
  const loader = { e: jest.fn((_id: string | number) => d.promise) }
  wrapChunkLoader(loader, document)
  const p = loader.e(1)
  jest.advanceTimersByTime(150)
  d.resolve()
  await p
  jest.advanceTimersByTime(500)
  expect(document.getElementById(LOADING_ID)).toBeNull()
})

test('a slow chunk shows the indicator after 200 ms and removes it when loaded', async () => {
  const d = deferred()
  const loader = { e: jest.fn((_id: string | number) => d.promise) }
  wrapChunkLoader(loader, document)
  const p = loader.e(1)
  jest.advanceTimersByTime(200)
  expect(document.getElementById(LOADING_ID)).toHaveTextContent('页面加载中')
  d.resolve()
  await p
  expect(document.getElementById(LOADING_ID)).toBeNull()
})

test('past 60 s it offers a reload; a failure clears the indicator and is passed on', async () => {
  const d = deferred()
  const loader = { e: jest.fn((_id: string | number) => d.promise) }
  wrapChunkLoader(loader, document)
  const p = loader.e(7)
  jest.advanceTimersByTime(60_000)
  expect(document.getElementById(LOADING_ID)).toHaveTextContent('页面加载较慢')
  expect(document.querySelector(`#${LOADING_ID} button`)).toHaveTextContent('重新加载')
  d.reject(new Error('ChunkLoadError'))
  await expect(p).rejects.toThrow('ChunkLoadError')
  expect(document.getElementById(LOADING_ID)).toBeNull()
})

test('several chunks at once keep the indicator until the last one settles', async () => {
  const a = deferred()
  const b = deferred()
  const loader = { e: jest.fn((id: string | number) => (id === 'a' ? a.promise : b.promise)) }
  wrapChunkLoader(loader, document)
  const pa = loader.e('a')
  const pb = loader.e('b')
  jest.advanceTimersByTime(300)
  a.resolve()
  await pa
  expect(document.getElementById(LOADING_ID)).not.toBeNull()
  b.resolve()
  await pb
  expect(document.getElementById(LOADING_ID)).toBeNull()
})

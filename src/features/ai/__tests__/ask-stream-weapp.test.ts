import { TextEncoder as NodeTextEncoder } from 'node:util'
import Taro from '@tarojs/taro'
import { askStream } from '@/features/ai/ask-stream.weapp'
import type { AiEvent } from '@contract/paths/ai'

type ChunkListener = (result: { data: ArrayBuffer }) => void

/**
 * A stand-in for the mini-program's chunked `Taro.request`: the task's promise carries `onChunkReceived`, the chunks
 * arrive one by one (each waiting for the test to release it), then the request succeeds.
 */
function fakeChunkedRequest(body: string, pieceBytes: number, statusCode = 200) {
  const bytes = new NodeTextEncoder().encode(body)
  const listeners: ChunkListener[] = []
  let delivered = 0
  let options: Record<string, unknown> = {}
  const abort = jest.fn()
  const request = jest.spyOn(Taro, 'request').mockImplementation(((given: Record<string, unknown>) => {
    options = given
    const done = (async () => {
      for (let start = 0; start < bytes.length; start += pieceBytes) {
        await Promise.resolve()
        const piece = bytes.slice(start, start + pieceBytes)
        for (const listener of listeners) listener({ data: piece.buffer })
        delivered++
      }
      return { statusCode, data: new ArrayBuffer(0), header: {}, errMsg: 'request:ok' }
    })()
    return Object.assign(done, { onChunkReceived: (listener: ChunkListener) => listeners.push(listener), abort })
  }) as never)
  return { request, options: () => options, abort, delivered: () => delivered, chunks: Math.ceil(bytes.length / pieceBytes) }
}

afterEach(() => jest.restoreAllMocks())

const STREAM =
  'data: {"type":"citations","citations":[{"n":1,"title":"校园卡挂失","link":"/pages/service/serviceGuide?serviceId=3"}]}\n\n' +
  'data: {"type":"delta","text":"校园卡丢失后请先在"}\n\n' +
  'data: {"type":"delta","text":"「校园卡挂失」中挂失 🎓"}\n\n' +
  'data: {"type":"done","mode":"retrieval"}\n\n'

describe('askStream in the mini-program', () => {
  it('asks for a chunked answer and hands over each event as its chunks arrive, characters split across chunks', async () => {
    // 5-byte pieces cut most 3-byte Chinese characters (and the 4-byte emoji) between two chunks.
    const fake = fakeChunkedRequest(STREAM, 5)
    const events: AiEvent[] = []
    await askStream('校园卡丢了怎么办', (event) => events.push(event))
    expect(fake.options()).toMatchObject({ enableChunked: true, method: 'POST', responseType: 'arraybuffer' })
    expect(events).toEqual([
      { type: 'citations', citations: [{ n: 1, title: '校园卡挂失', link: '/pages/service/serviceGuide?serviceId=3' }] },
      { type: 'delta', text: '校园卡丢失后请先在' },
      { type: 'delta', text: '「校园卡挂失」中挂失 🎓' },
      { type: 'done', mode: 'retrieval' },
    ])
  })

  it('hands each event over as soon as its chunks are in, before the rest of the answer arrives', async () => {
    const fake = fakeChunkedRequest(STREAM, 16)
    const chunksInAtEvent: number[] = []
    await askStream('校园卡', () => chunksInAtEvent.push(fake.delivered()))
    expect(chunksInAtEvent).toHaveLength(4)
    expect(chunksInAtEvent[0]).toBeLessThan(fake.chunks)
    expect(chunksInAtEvent[1]).toBeLessThan(fake.chunks)
  })

  it("throws the server's reason for a refused question", async () => {
    fakeChunkedRequest(JSON.stringify({ code: 400, message: '问题不能超过300个字' }), 7, 400)
    await expect(askStream('x'.repeat(301), () => undefined)).rejects.toThrow('问题不能超过300个字')
  })

  it('aborts the request when the page goes away', async () => {
    const fake = fakeChunkedRequest(STREAM, 5)
    const controller = new AbortController()
    const asked = askStream('校园卡', () => undefined, controller.signal)
    controller.abort()
    await asked
    expect(fake.abort).toHaveBeenCalled()
  })
})

import { decodeSharePayload, encodeSharePayload } from '@/lib/share-payload'
import { urlOf } from '@/routes/nav'
import { parseQuery } from '@/lib/query'

describe('share payload', () => {
  it('round-trips', () => {
    const data = encodeSharePayload({ id: '12', columnId: '3', inviter: '2026001' })
    expect(decodeSharePayload(data)).toEqual({ id: '12', columnId: '3', title: undefined, inviter: '2026001' })
  })

  it('survives the share link being encoded again (or decoded by the router)', () => {
    const data = encodeSharePayload({ id: '12', columnId: '3' })
    const link = urlOf('newsMidTrans', { data, noLogin: 1 })
    expect(link.startsWith('/pagesA/news/midTrans?')).toBe(true)
    const fromRouter = parseQuery(link).data as string
    expect(decodeSharePayload(fromRouter)?.id).toBe('12')
    expect(decodeSharePayload(encodeURIComponent(link.split('data=')[1].split('&')[0]))?.id).toBe('12')
    expect(decodeSharePayload(JSON.stringify({ id: 12, columnId: 3 }))).toEqual({
      id: '12',
      columnId: '3',
      title: undefined,
      inviter: undefined,
    })
  })

  it('drops empty fields when encoding', () => {
    expect(decodeURIComponent(encodeSharePayload({ id: '1', columnId: '' }))).toBe('{"id":"1"}')
  })

  it.each(['', 'abc', '%7B%22columnId%22%3A1%7D', '[1,2]', '%E0%A4%A', '{"id":{"$ne":1}}'])('rejects %s', (raw) => {
    expect(decodeSharePayload(raw)).toBeNull()
  })
})

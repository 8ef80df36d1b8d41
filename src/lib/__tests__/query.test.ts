import { appendQuery, buildQuery, parseQuery, removeQueryParams } from '@/lib/query'

describe('buildQuery', () => {
  it('joins scalar params in insertion order', () => {
    expect(buildQuery({ a: 1, b: 'two', c: true })).toBe('a=1&b=two&c=true')
  })

  it('drops empty strings, undefined and null but keeps 0 and false', () => {
    expect(buildQuery({ a: '', b: undefined, c: null, d: 0, e: false })).toBe('d=0&e=false')
  })

  it('gives an empty string for nothing to send', () => {
    expect(buildQuery({})).toBe('')
    expect(buildQuery(null)).toBe('')
    expect(buildQuery(undefined)).toBe('')
    expect(buildQuery({ a: '', b: null })).toBe('')
  })

  it('percent-encodes keys and values, including Chinese, spaces and reserved characters', () => {
    expect(buildQuery({ q: '张 三&x=y', 'k y': 'a/b?c#d' })).toBe('q=%E5%BC%A0%20%E4%B8%89%26x%3Dy&k%20y=a%2Fb%3Fc%23d')
  })

  it('writes dates as ISO strings', () => {
    expect(buildQuery({ at: new Date(Date.UTC(2026, 10, 20, 2, 0, 0)) })).toBe('at=2026-11-20T02%3A00%3A00.000Z')
  })

  describe('array formats', () => {
    const params = { ids: [1, 2, 3] }
    it('indices by default', () => {
      expect(buildQuery(params)).toBe('ids[0]=1&ids[1]=2&ids[2]=3')
    })
    it('indices explicitly', () => {
      expect(buildQuery(params, { arrayFormat: 'indices' })).toBe('ids[0]=1&ids[1]=2&ids[2]=3')
    })
    it('brackets', () => {
      expect(buildQuery(params, { arrayFormat: 'brackets' })).toBe('ids[]=1&ids[]=2&ids[]=3')
    })
    it('repeat', () => {
      expect(buildQuery(params, { arrayFormat: 'repeat' })).toBe('ids=1&ids=2&ids=3')
    })
    it('comma', () => {
      expect(buildQuery(params, { arrayFormat: 'comma' })).toBe('ids=1,2,3')
    })
    it('comma escapes commas inside items so they stay distinguishable', () => {
      expect(buildQuery({ tags: ['a,b', 'c'] }, { arrayFormat: 'comma' })).toBe('tags=a%2Cb,c')
    })
    it('drops empty items in every format and re-numbers indices', () => {
      const sparse = { ids: ['x', '', null, undefined, 'y'] }
      expect(buildQuery(sparse)).toBe('ids[0]=x&ids[1]=y')
      expect(buildQuery(sparse, { arrayFormat: 'comma' })).toBe('ids=x,y')
      expect(buildQuery(sparse, { arrayFormat: 'repeat' })).toBe('ids=x&ids=y')
    })
    it('leaves out an empty array entirely', () => {
      expect(buildQuery({ ids: [], a: 1 }, { arrayFormat: 'comma' })).toBe('a=1')
      expect(buildQuery({ ids: [], a: 1 })).toBe('a=1')
    })
  })

  it('writes nested objects with brackets', () => {
    expect(buildQuery({ filter: { status: 'open', page: 2, empty: '' } })).toBe('filter[status]=open&filter[page]=2')
  })

  it('can keep empty strings for form bodies', () => {
    expect(buildQuery({ a: '', b: null }, { keepEmptyStrings: true })).toBe('a=')
  })
})

describe('appendQuery', () => {
  it('starts a query', () => {
    expect(appendQuery('/portal-api/v1/x', { a: 1 })).toBe('/portal-api/v1/x?a=1')
  })
  it('extends an existing query', () => {
    expect(appendQuery('/x?a=1', { b: 2 })).toBe('/x?a=1&b=2')
  })
  it('copes with a trailing ? or &', () => {
    expect(appendQuery('/x?', { b: 2 })).toBe('/x?b=2')
    expect(appendQuery('/x?a=1&', { b: 2 })).toBe('/x?a=1&b=2')
  })
  it('puts the params before the fragment', () => {
    expect(appendQuery('https://h/p?a=1#top', { b: 2 })).toBe('https://h/p?a=1&b=2#top')
    expect(appendQuery('https://h/p#/route', { b: 2 })).toBe('https://h/p?b=2#/route')
  })
  it('returns the URL untouched when nothing is left to add', () => {
    expect(appendQuery('/x?a=1#h', { b: '', c: null })).toBe('/x?a=1#h')
    expect(appendQuery('/x', undefined)).toBe('/x')
  })
  it('honours the array format', () => {
    expect(appendQuery('/x', { id: [1, 2] }, { arrayFormat: 'repeat' })).toBe('/x?id=1&id=2')
  })
})

describe('parseQuery', () => {
  it('reads a search string with or without ?', () => {
    expect(parseQuery('?a=1&b=two')).toEqual({ a: '1', b: 'two' })
    expect(parseQuery('a=1&b=two')).toEqual({ a: '1', b: 'two' })
  })
  it('reads the query of a whole URL and ignores the fragment', () => {
    expect(parseQuery('https://h/p?a=1#x=2')).toEqual({ a: '1' })
  })
  it('decodes percent escapes and + as space', () => {
    expect(parseQuery('?name=%E5%BC%A0%E4%B8%89&q=a+b')).toEqual({ name: '张三', q: 'a b' })
  })
  it('collects repeated keys into arrays', () => {
    expect(parseQuery('id=1&id=2&id=3')).toEqual({ id: ['1', '2', '3'] })
  })
  it('collects bracket and index keys into arrays', () => {
    expect(parseQuery('id[]=1&id[]=2')).toEqual({ id: ['1', '2'] })
    expect(parseQuery('id[0]=1')).toEqual({ id: ['1'] })
    expect(parseQuery('id%5B%5D=1&id%5B%5D=2')).toEqual({ id: ['1', '2'] })
  })
  it('keeps keys without a value as empty strings', () => {
    expect(parseQuery('flag&a=')).toEqual({ flag: '', a: '' })
  })
  it('keeps malformed escapes as written instead of throwing', () => {
    expect(parseQuery('a=%E0%A4%A&b=100%')).toEqual({ a: '%E0%A4%A', b: '100%' })
  })
  it('keeps = inside values', () => {
    expect(parseQuery('data=a=b=c')).toEqual({ data: 'a=b=c' })
  })
  it('finds no params in a URL or path without a query', () => {
    expect(parseQuery('https://h/p')).toEqual({})
    expect(parseQuery('/pages/tab/index/index')).toEqual({})
    expect(parseQuery('https://h/p#a=1')).toEqual({})
  })
  it('answers an empty object for empty input', () => {
    expect(parseQuery('')).toEqual({})
    expect(parseQuery('?')).toEqual({})
    expect(parseQuery(null)).toEqual({})
    expect(parseQuery('&&')).toEqual({})
  })
  it('round-trips buildQuery output', () => {
    const built = buildQuery({ name: '李四 & co', ids: ['1', '2'] }, { arrayFormat: 'brackets' })
    expect(parseQuery(built)).toEqual({ name: '李四 & co', ids: ['1', '2'] })
  })
})

describe('removeQueryParams', () => {
  it('removes the named params and keeps the others in order', () => {
    expect(removeQueryParams('https://h/p?a=1&token=x&b=2', ['token'])).toBe('https://h/p?a=1&b=2')
  })
  it('drops the ? when no param is left', () => {
    expect(removeQueryParams('https://h/p?token=x', ['token'])).toBe('https://h/p')
  })
  it('keeps the fragment', () => {
    expect(removeQueryParams('https://h/p?token=x&a=1#section', ['token'])).toBe('https://h/p?a=1#section')
  })
  it('removes params from a hash-router query too', () => {
    expect(removeQueryParams('https://h/#/pages/x?idToken=y&tab=2', ['idToken'])).toBe('https://h/#/pages/x?tab=2')
    expect(removeQueryParams('https://h/#/pages/x?idToken=y', ['idToken'])).toBe('https://h/#/pages/x')
  })
  it('removes every occurrence, array forms included', () => {
    expect(removeQueryParams('/p?t=1&t=2&t[]=3&keep=1', ['t'])).toBe('/p?keep=1')
  })
  it('removes several names at once', () => {
    expect(removeQueryParams('/p?ticket=ST-1&redirect=%2F&a=1', ['ticket', 'redirect'])).toBe('/p?a=1')
  })
  it('does not match names that only share a prefix', () => {
    expect(removeQueryParams('/p?tokenType=jwt&token=x', ['token'])).toBe('/p?tokenType=jwt')
  })
  it('keeps the original encoding of the remaining params', () => {
    expect(removeQueryParams('/p?name=%E5%BC%A0&token=x', ['token'])).toBe('/p?name=%E5%BC%A0')
  })
  it('leaves a URL without the params unchanged', () => {
    expect(removeQueryParams('/p?a=1#h', ['token'])).toBe('/p?a=1#h')
    expect(removeQueryParams('/p', ['token'])).toBe('/p')
  })
})

import fc from 'fast-check'
import { INT32_MAX } from '@contract/constants'
import { hasRouteParam, parseRouteId } from '../route-id'

describe('parseRouteId', () => {
  it('reads a positive integer id', () => {
    expect(parseRouteId('1')).toBe(1)
    expect(parseRouteId('42')).toBe(42)
    expect(parseRouteId(String(INT32_MAX))).toBe(INT32_MAX)
    expect(parseRouteId(7)).toBe(7)
  })

  it.each([
    undefined,
    null,
    '',
    'abc',
    '-1',
    '0',
    '00',
    '007',
    '1.5',
    '1e3',
    ' 7',
    '7 ',
    '+7',
    '0x10',
    'NaN',
    'Infinity',
    String(INT32_MAX + 1),
    '99999999999',
  ])('gives null, never NaN, for %p', (value) => {
    expect(parseRouteId(value as string | undefined)).toBeNull()
  })

  it('gives null for non-integer and out-of-range numbers', () => {
    for (const value of [NaN, 0, -3, 1.5, Infinity, INT32_MAX + 1]) expect(parseRouteId(value)).toBeNull()
  })

  it('is null or a safe positive integer for any text, and the same answer twice (stable in a dependency list)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const id = parseRouteId(text)
        expect(Object.is(id, parseRouteId(text))).toBe(true)
        expect(id === null || (Number.isInteger(id) && id > 0 && id <= INT32_MAX)).toBe(true)
      }),
    )
  })

  it('round-trips every id it accepts', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: INT32_MAX }), (id) => expect(parseRouteId(String(id))).toBe(id)))
  })
})

describe('hasRouteParam', () => {
  it('tells an absent parameter from a given one', () => {
    expect(hasRouteParam(undefined)).toBe(false)
    expect(hasRouteParam(null)).toBe(false)
    expect(hasRouteParam('')).toBe(false)
    expect(hasRouteParam('abc')).toBe(true)
    expect(hasRouteParam('0')).toBe(true)
  })
})

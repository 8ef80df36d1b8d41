import { isThemeApplicable, isValidNow, parseFootTabs, themeBackgroundFor } from '../theme-rules'

const now = new Date('2026-11-22T10:00:00+08:00')

describe('isValidNow (spec §4 "Tab validity")', () => {
  it('is valid with no entries or a permanent entry', () => {
    expect(isValidNow(undefined, now)).toBe(true)
    expect(isValidNow([], now)).toBe(true)
    expect(isValidNow([{ validTimeType: 'permanent' }], now)).toBe(true)
  })

  it('include: valid only between start and end', () => {
    const entry = (s: string, e: string) => [
      { validTimeType: 'custom', customValidTimeType: 'include', customValidStartTime: s, customValidEndTime: e },
    ]
    expect(isValidNow(entry('2026-11-01 00:00:00', '2026-11-30 23:59:59'), now)).toBe(true)
    expect(isValidNow(entry('2026-12-01 00:00:00', '2026-12-31 23:59:59'), now)).toBe(false)
  })

  it('exclude: valid only outside start and end', () => {
    const entry = (s: string, e: string) => [
      { validTimeType: 'custom', customValidTimeType: 'exclude', customValidStartTime: s, customValidEndTime: e },
    ]
    expect(isValidNow(entry('2026-11-01 00:00:00', '2026-11-30 23:59:59'), now)).toBe(false)
    expect(isValidNow(entry('2026-12-01 00:00:00', '2026-12-31 23:59:59'), now)).toBe(true)
  })

  it('one valid entry among several is enough; unreadable entries are not valid', () => {
    expect(
      isValidNow([{ validTimeType: 'custom', customValidTimeType: 'include', customValidStartTime: 'x', customValidEndTime: 'y' }], now),
    ).toBe(false)
    expect(
      isValidNow(
        [{ validTimeType: 'custom', customValidTimeType: 'unknown', customValidStartTime: '2026-01-01', customValidEndTime: '2027-01-01' }],
        now,
      ),
    ).toBe(false)
    expect(
      isValidNow(
        [
          { validTimeType: 'custom', customValidTimeType: 'include', customValidStartTime: '2025-01-01', customValidEndTime: '2025-02-01' },
          { validTimeType: 'permanent' },
        ],
        now,
      ),
    ).toBe(true)
  })

  it('a custom window missing an end is no window (a missing end must not read as "now")', () => {
    expect(isValidNow([{ validTimeType: 'custom', customValidTimeType: 'include', customValidStartTime: '2026-01-01' }], now)).toBe(false)
    expect(isValidNow([{ validTimeType: 'custom', customValidTimeType: 'exclude', customValidEndTime: '2020-01-01' }], now)).toBe(false)
  })
})

describe('parseFootTabs', () => {
  it('accepts an array or a JSON string, and nothing else', () => {
    expect(parseFootTabs([{ text: 'a' }])).toEqual([{ text: 'a' }])
    expect(parseFootTabs('[{"name":"b"}]')).toEqual([{ name: 'b' }])
    expect(parseFootTabs('{oops')).toEqual([])
    expect(parseFootTabs('{"a":1}')).toEqual([])
    expect(parseFootTabs(undefined)).toEqual([])
  })
})

describe('isThemeApplicable', () => {
  const tabs = [{ text: '新年' }]
  it('needs tabs, the server flag not false, and a valid window', () => {
    expect(isThemeApplicable({ footTabs: tabs }, now)).toBe(true)
    expect(isThemeApplicable({ footTabs: tabs, isValidForNow: false }, now)).toBe(false)
    expect(isThemeApplicable({ footTabs: [] }, now)).toBe(false)
    expect(isThemeApplicable(null, now)).toBe(false)
    expect(
      isThemeApplicable(
        {
          footTabs: tabs,
          validity: [
            {
              validTimeType: 'custom',
              customValidTimeType: 'include',
              customValidStartTime: '2020-01-01',
              customValidEndTime: '2020-02-01',
            },
          ],
        },
        now,
      ),
    ).toBe(false)
  })
})

describe('themeBackgroundFor', () => {
  const theme = { footTabs: [{ text: '首页', backgroundUrl: 'https://x/home.png' }, { text: '服务' }], backgroundUrl: 'https://x/all.png' }
  it("gives the tab's own background, else the theme's, and none without a valid theme", () => {
    expect(themeBackgroundFor(theme, 0, now)).toBe('https://x/home.png')
    expect(themeBackgroundFor(theme, 1, now)).toBe('https://x/all.png')
    expect(themeBackgroundFor({ ...theme, backgroundUrl: '' }, 1, now)).toBeUndefined()
    expect(themeBackgroundFor({ ...theme, isValidForNow: false }, 0, now)).toBeUndefined()
    expect(themeBackgroundFor(null, 0, now)).toBeUndefined()
  })
})

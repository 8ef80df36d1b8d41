import { formatBadgeCount } from '@/components/badge-count'

describe('formatBadgeCount', () => {
  it('hides the badge for zero, negative, missing and non-numeric counts', () => {
    expect(formatBadgeCount(0)).toBe('')
    expect(formatBadgeCount(-3)).toBe('')
    expect(formatBadgeCount(undefined)).toBe('')
    expect(formatBadgeCount(null)).toBe('')
    expect(formatBadgeCount('')).toBe('')
    expect(formatBadgeCount('abc')).toBe('')
    expect(formatBadgeCount(Number.NaN)).toBe('')
  })

  it('shows counts up to 999 as they are', () => {
    expect(formatBadgeCount(1)).toBe('1')
    expect(formatBadgeCount(42)).toBe('42')
    expect(formatBadgeCount(999)).toBe('999')
    expect(formatBadgeCount('7')).toBe('7')
  })

  it("caps counts above 999 as '999+'", () => {
    expect(formatBadgeCount(1000)).toBe('999+')
    expect(formatBadgeCount(123456)).toBe('999+')
    expect(formatBadgeCount('1000')).toBe('999+')
  })

  it('drops fractions and honours a custom maximum', () => {
    expect(formatBadgeCount(3.7)).toBe('3')
    expect(formatBadgeCount(0.4)).toBe('')
    expect(formatBadgeCount(100, 99)).toBe('99+')
  })
})

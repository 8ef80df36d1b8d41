import { pickerItemHeight } from '@/lib/text-scale'

describe('picker row height', () => {
  it('is the spec’s 44 px grown with the text, never smaller, at least 48 px in 长辈模式, as a plain length', () => {
    expect(pickerItemHeight(1, false)).toBe('44px')
    expect(pickerItemHeight(0.8, false)).toBe('44px')
    expect(pickerItemHeight(2, false)).toBe('88px')
    expect(pickerItemHeight(1, true)).toBe('48px')
    expect(pickerItemHeight(1.3, true)).toBe('57px')
    // NutUI's H5 picker reads it with parseFloat: a number in px, never a calc().
    expect(parseFloat(pickerItemHeight(1.5, false))).toBe(66)
  })
})

import { compareVersions } from '@/features/personal/version-check'

describe('compareVersions', () => {
  it('compares dotted versions part by part as numbers', () => {
    expect(compareVersions('1.10.0', '1.9.2')).toBe(1)
    expect(compareVersions('2.0', '2.0.0')).toBe(0)
    expect(compareVersions('1.4.0', '1.4.1')).toBe(-1)
  })
})

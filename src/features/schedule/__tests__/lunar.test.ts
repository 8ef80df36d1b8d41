import { dayNote } from '@/features/schedule/lunar'

describe('lunar dates and 调休 (chinese-days)', () => {
  it('shows festivals, solar terms, lunar days and month names', () => {
    expect(dayNote('2026-02-17')).toEqual({ text: '春节', badge: '休' })
    expect(dayNote('2026-11-07').text).toBe('立冬')
    expect(dayNote('2026-11-24').text).toBe('十六')
    expect(dayNote('2026-12-09').text).toBe('冬月')
  })

  it('marks holidays 休 and weekend make-up workdays 班', () => {
    expect(dayNote('2026-10-01').badge).toBe('休')
    expect(dayNote('2026-09-20').badge).toBe('班')
    expect(dayNote('2026-11-25').badge).toBe('')
  })
})

import { clock, lessonStatus, readPercent, shouldSave, videoPercent } from '@/features/study/progress'

describe('study progress helpers', () => {
  it('turns a video position into a whole percent, capped at 100', () => {
    expect(videoPercent(30, 120)).toBe(25)
    expect(videoPercent(130, 120)).toBe(100)
    expect(videoPercent(10, 0)).toBe(0)
    expect(videoPercent(Number.NaN, 60)).toBe(0)
  })
  it('counts a text that fits the screen as read and a long one by how far it is scrolled', () => {
    expect(readPercent(0, 500, 600)).toBe(100)
    expect(readPercent(0, 2000, 500)).toBe(25)
    expect(readPercent(1500, 2000, 500)).toBe(100)
  })
  it('saves again only after the position moved at least five seconds', () => {
    expect(shouldSave(4, 0)).toBe(false)
    expect(shouldSave(5, 0)).toBe(true)
    expect(shouldSave(10, 30)).toBe(true)
  })
  it('writes positions as a clock and a lesson’s state in words', () => {
    expect(clock(65)).toBe('1:05')
    expect(clock(3723)).toBe('1:02:03')
    expect(lessonStatus('video', { percent: 20, positionSeconds: 65, completed: false })).toBe('学到 1:05')
    expect(lessonStatus('text', { percent: 40, positionSeconds: 0, completed: false })).toBe('已学 40%')
    expect(lessonStatus('document', { percent: 0, positionSeconds: 0, completed: false })).toBe('未开始')
    expect(lessonStatus('video', { percent: 100, positionSeconds: 0, completed: true })).toBe('已学完')
  })
})

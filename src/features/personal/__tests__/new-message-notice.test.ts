import type { NotifySettings } from '@contract/personal'
import { NewMessageNotice, type NoticeEffects } from '@/features/personal/new-message-notice'

const SETTINGS: NotifySettings = {
  newMessageNotice: true,
  sound: true,
  vibrate: true,
  dndEnabled: true,
  dndStart: '22:00',
  dndEnd: '07:00',
}

function setUp(settings: Partial<NotifySettings> = {}) {
  const shown: string[] = []
  const effects: NoticeEffects = {
    toast: (text) => shown.push(`toast:${text}`),
    sound: () => shown.push('sound'),
    vibrate: () => shown.push('vibrate'),
  }
  let now = new Date('2026-11-23T04:00:00Z') // 12:00 in Beijing
  const notice = new NewMessageNotice(
    async () => ({ ...SETTINGS, ...settings }),
    effects,
    () => now,
  )
  return { notice, shown, setNow: (iso: string) => (now = new Date(iso)) }
}

describe('NewMessageNotice', () => {
  it('takes the first count as the baseline and announces growth with toast, sound and vibration', async () => {
    const { notice, shown } = setUp()
    expect(await notice.onUnread(3, '2026001')).toBe('baseline')
    expect(await notice.onUnread(3, '2026001')).toBe('unchanged')
    expect(await notice.onUnread(5, '2026001')).toBe('notified')
    expect(shown).toEqual(['toast:您有2条新消息', 'sound', 'vibrate'])
    expect(await notice.onUnread(1, '2026001')).toBe('unchanged')
    expect(await notice.onUnread(2, '2026001')).toBe('notified')
    expect(shown.slice(3)).toEqual(['toast:您有1条新消息', 'sound', 'vibrate'])
  })

  it('stays silent within the do-not-disturb hours, including across midnight, and speaks again after them', async () => {
    const { notice, shown, setNow } = setUp()
    await notice.onUnread(0, 'u')
    setNow('2026-11-23T15:30:00Z') // 23:30 Beijing
    expect(await notice.onUnread(1, 'u')).toBe('quiet')
    setNow('2026-11-23T22:59:00Z') // 06:59 Beijing, next day
    expect(await notice.onUnread(2, 'u')).toBe('quiet')
    expect(shown).toEqual([])
    setNow('2026-11-23T23:00:00Z') // 07:00 Beijing: the window has ended
    expect(await notice.onUnread(3, 'u')).toBe('notified')
    expect(shown).toEqual(['toast:您有1条新消息', 'sound', 'vibrate'])
  })

  it('ignores the hours when do-not-disturb is off', async () => {
    const { notice, shown, setNow } = setUp({ dndEnabled: false })
    await notice.onUnread(0, 'u')
    setNow('2026-11-23T16:00:00Z') // 00:00 Beijing
    expect(await notice.onUnread(1, 'u')).toBe('notified')
    expect(shown).toHaveLength(3)
  })

  it('honours the sound and vibration switches and the notice switch', async () => {
    const quietPhone = setUp({ sound: false, vibrate: false })
    await quietPhone.notice.onUnread(0, 'u')
    await quietPhone.notice.onUnread(4, 'u')
    expect(quietPhone.shown).toEqual(['toast:您有4条新消息'])

    const off = setUp({ newMessageNotice: false })
    await off.notice.onUnread(0, 'u')
    expect(await off.notice.onUnread(4, 'u')).toBe('off')
    expect(off.shown).toEqual([])
  })

  it('starts a new baseline for another account or after a reset', async () => {
    const { notice, shown } = setUp()
    await notice.onUnread(1, 'a')
    expect(await notice.onUnread(9, 'b')).toBe('baseline')
    notice.reset()
    expect(await notice.onUnread(12, 'b')).toBe('baseline')
    expect(shown).toEqual([])
  })

  it('says nothing when the settings cannot be read', async () => {
    const notice = new NewMessageNotice(
      async () => {
        throw new Error('offline')
      },
      { toast: jest.fn(), sound: jest.fn(), vibrate: jest.fn() },
    )
    await notice.onUnread(0)
    expect(await notice.onUnread(2)).toBe('unavailable')
  })
})

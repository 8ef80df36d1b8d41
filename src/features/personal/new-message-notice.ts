import type { NotifySettings } from '@contract/personal'
import { inQuietHours } from '@contract/quiet-hours'

/** How the notice shows itself (replaceable in tests). */
export interface NoticeEffects {
  toast: (text: string) => void
  sound: () => void
  vibrate: () => void
}

/** What one unread count led to. */
export type NoticeOutcome = 'baseline' | 'unchanged' | 'off' | 'quiet' | 'notified' | 'unavailable'

/**
 * The in-app new-message notice: when the unread total grows, a toast, and sound and vibration as the
 * person set them, unless notices are off or it is within their do-not-disturb hours (the same rule the
 * server applies to delivery). The badge is not this class's business: it follows the count regardless.
 * The settings are read when a notice is due, so a change in 消息通知 holds at once.
 */
export class NewMessageNotice {
  private last: number | null = null
  private owner = ''

  constructor(
    private readonly settings: () => Promise<NotifySettings>,
    private readonly effects: NoticeEffects,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Forgets the last count (sign-out): the next count is a new baseline, not news. */
  reset(): void {
    this.last = null
  }

  /** `owner` names the signed-in account: another account's first count is a new baseline too. */
  async onUnread(count: number, owner = ''): Promise<NoticeOutcome> {
    const before = owner === this.owner ? this.last : null
    this.owner = owner
    this.last = count
    // The first count after start or sign-in is where the person is, not something new.
    if (before === null) return 'baseline'
    if (count <= before) return 'unchanged'
    let settings: NotifySettings
    try {
      settings = await this.settings()
    } catch {
      return 'unavailable'
    }
    if (!settings.newMessageNotice) return 'off'
    if (inQuietHours(settings, this.now())) return 'quiet'
    const added = count - before
    this.effects.toast(added === 1 ? '您有1条新消息' : `您有${added}条新消息`)
    if (settings.sound) this.effects.sound()
    if (settings.vibrate) this.effects.vibrate()
    return 'notified'
  }
}

import { makeAutoObservable } from 'mobx'
import { cache } from '@/lib/cache'

const READ_MEDIA_KEY = 'popup_read_media_ids'

/** Spec §3 "Pop-up state": read media ids (remembered across launches) and visibility. */
export class PopupStore {
  readMediaIds: string[] = cache.get<string[]>(READ_MEDIA_KEY, []) ?? []
  visible = false

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  hasRead(id: string | number): boolean {
    return this.readMediaIds.includes(String(id))
  }

  /** Shows the pop-up only for media not read before. */
  show(id: string | number): boolean {
    if (this.hasRead(id)) return false
    this.visible = true
    return true
  }

  dismiss(id: string | number) {
    this.visible = false
    if (!this.hasRead(id)) {
      this.readMediaIds = [...this.readMediaIds, String(id)]
      cache.set(READ_MEDIA_KEY, this.readMediaIds)
    }
  }
}

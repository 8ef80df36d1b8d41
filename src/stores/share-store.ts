import { makeAutoObservable } from 'mobx'
import type { ShareOptions } from '@/lib/share-target'

export class ShareStore {
  clicked = false
  options: ShareOptions = {}

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  setOptions(options: ShareOptions) {
    this.options = options
  }

  /** The image a share card shows: the explicit one, else the title image, else the logo. */
  get image(): string | undefined {
    return this.options.imageUrl || this.options.__titleImage || this.options.__logoUrl
  }

  click() {
    this.clicked = true
  }

  reset() {
    this.clicked = false
    this.options = {}
  }
}

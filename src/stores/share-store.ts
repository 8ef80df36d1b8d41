import { makeAutoObservable } from 'mobx'

export type ShareScope = 'qq' | 'wechat' | 'friend'
export const SHARE_SCOPES: readonly ShareScope[] = ['qq', 'wechat', 'friend']

/** Spec §3 "Share state". */
export interface ShareOptions {
  __titleImage?: string
  __logoUrl?: string
  imageUrl?: string
  title?: string
  desc?: string
  path?: string
}

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

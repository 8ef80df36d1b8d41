import { makeAutoObservable } from 'mobx'
import type { ChosenRecipient } from '@contract/online-send'
import { featureStore } from '@/stores/feature-store'
import { keyOf, normaliseChosen } from './chosen-list'

/** Spec §3 global state `chooseList`: the recipients chosen across the choose pages, de-duplicated and ordered. */
export class ChooseListStore {
  items: ChosenRecipient[] = []

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  has(entry: ChosenRecipient): boolean {
    const key = keyOf(entry)
    return this.items.some((item) => keyOf(item) === key)
  }

  add(...entries: ChosenRecipient[]) {
    this.items = normaliseChosen([...this.items, ...entries])
  }

  remove(entry: ChosenRecipient) {
    const key = keyOf(entry)
    this.items = this.items.filter((item) => keyOf(item) !== key)
  }

  toggle(entry: ChosenRecipient) {
    if (this.has(entry)) this.remove(entry)
    else this.add(entry)
  }

  clear() {
    this.items = []
  }
}

/** Online send's chosen recipients (spec §3 global state `chooseList`), shared by the choose pages. */
export const chooseListFeature = featureStore(() => new ChooseListStore())

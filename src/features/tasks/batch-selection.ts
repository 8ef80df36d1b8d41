import { makeAutoObservable } from 'mobx'

/** Outcome of one item of a batch action, as shown beside it. */
export interface BatchItemResult {
  ok: boolean
  message?: string
}

/**
 * Selection of to-dos for batch handling: toggle one, 全选 / 取消全选, and per-item results after a
 * batch run. Items that already succeeded leave the selection and cannot be picked again.
 */
export class BatchSelection<K extends string | number = string> {
  selected = new Set<K>()
  results = new Map<K, BatchItemResult>()
  private ids: K[] = []

  constructor(ids: readonly K[] = []) {
    this.ids = [...ids]
    makeAutoObservable(this, {}, { autoBind: true })
  }

  /** The items on screen (after paging or a refresh); selections of vanished items are dropped. */
  setIds(ids: readonly K[]) {
    this.ids = [...ids]
    for (const k of [...this.selected]) if (!this.ids.includes(k)) this.selected.delete(k)
  }

  /** Items that can still be chosen (not yet handled successfully). */
  get selectable(): K[] {
    return this.ids.filter((k) => !this.results.get(k)?.ok)
  }

  get count(): number {
    return this.selected.size
  }

  get allSelected(): boolean {
    const s = this.selectable
    return s.length > 0 && s.every((k) => this.selected.has(k))
  }

  isSelected(id: K): boolean {
    return this.selected.has(id)
  }

  toggle(id: K) {
    if (this.results.get(id)?.ok) return
    if (this.selected.has(id)) this.selected.delete(id)
    else this.selected.add(id)
  }

  /** The nav-bar 全选 button: select every selectable item, or clear when all are already selected. */
  toggleAll() {
    if (this.allSelected) this.selected.clear()
    else this.selected = new Set(this.selectable)
  }

  /** Records a batch run's outcome: successes leave the selection, failures stay selected for a retry. */
  applyResults(results: ReadonlyArray<{ id: K } & BatchItemResult>) {
    for (const r of results) {
      this.results.set(r.id, { ok: r.ok, message: r.message })
      if (r.ok) this.selected.delete(r.id)
    }
  }

  get succeeded(): number {
    return [...this.results.values()].filter((r) => r.ok).length
  }

  get failed(): number {
    return [...this.results.values()].filter((r) => !r.ok).length
  }
}

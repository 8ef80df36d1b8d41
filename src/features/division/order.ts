/** A choice on a settings page: shown/pinned or not, in the admin's order. */
export interface OrderedChoice {
  id: number
  label: string
  note?: string
  chosen: boolean
}

/** Chosen ones first (in their order), then the rest. */
function normalise(list: readonly OrderedChoice[]): OrderedChoice[] {
  return [...list.filter((c) => c.chosen), ...list.filter((c) => !c.chosen)]
}

/** Turns one choice on (it joins the end of the chosen ones) or off. */
export function toggleChoice(list: readonly OrderedChoice[], id: number): OrderedChoice[] {
  const target = list.find((c) => c.id === id)
  if (!target) return list.slice()
  const rest = list.filter((c) => c.id !== id)
  const chosen = rest.filter((c) => c.chosen)
  const others = rest.filter((c) => !c.chosen)
  return target.chosen ? [...chosen, { ...target, chosen: false }, ...others] : [...chosen, { ...target, chosen: true }, ...others]
}

/** Moves a chosen item one step up (-1) or down (+1) among the chosen ones. */
export function moveChoice(list: readonly OrderedChoice[], id: number, step: -1 | 1): OrderedChoice[] {
  const ordered = normalise(list)
  const from = ordered.findIndex((c) => c.id === id)
  const to = from + step
  if (from < 0 || !ordered[from]!.chosen || to < 0 || to >= ordered.length || !ordered[to]!.chosen) return ordered
  const out = ordered.slice()
  ;[out[from], out[to]] = [out[to]!, out[from]!]
  return out
}

export const chosenIds = (list: readonly OrderedChoice[]): number[] =>
  normalise(list)
    .filter((c) => c.chosen)
    .map((c) => c.id)

/**
 * The calendar settings body: every calendar of the division, the chosen ones first in their order and shown, the
 * rest hidden; whether each is published to members stays as it was.
 */
export function calendarOrder(chosen: readonly number[], published: ReadonlyMap<number, boolean>) {
  const rest = [...published.keys()].filter((id) => !chosen.includes(id))
  return [
    ...chosen.map((id) => ({ id, shown: true, published: published.get(id) ?? true })),
    ...rest.map((id) => ({ id, shown: false, published: published.get(id)! })),
  ]
}

/** The list with the item at `from` moved to `to`; out-of-range moves give an unchanged copy. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from < 0 || from >= list.length || from === to) return list.slice()
  const out = list.slice()
  const [item] = out.splice(from, 1)
  out.splice(to, 0, item)
  return out
}

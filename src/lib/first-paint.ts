/** The mini-program has no index.html, so no first paint to remove (the H5 twin is `.h5.ts`). */
export function dismissFirstPaint(): void {}

/** Never on the mini-program. */
export function hasFirstPaint(): boolean {
  return false
}

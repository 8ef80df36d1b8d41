/** The mini-program has no server-drawn first paint (the H5 twin is `.h5.ts`). */
export function dismissFirstPaintOffHome(): () => void {
  return () => undefined
}

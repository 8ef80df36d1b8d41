// The mini-program has no keyboard focus to press with (the H5 twin is `.h5.ts`).
export function startKeyboardAccess(): () => void {
  return () => undefined
}

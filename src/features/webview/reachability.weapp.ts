/** The mini-program's web-view reports failures itself (its `onError`), so nothing is tried first. */
export async function isReachable(_url: string, _timeoutMs?: number): Promise<boolean> {
  return true
}

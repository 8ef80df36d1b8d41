import { fillTokenPlaceholder } from '@/lib/token-url'
import type { FloatingBox } from '@contract/cms'

/** The floating entry's address (spec §3): its {idToken} placeholder filled with the current token. */
export function floatingBoxTarget(box: Pick<FloatingBox, 'visitedUrl'>, token: string | null): string {
  return fillTokenPlaceholder(box.visitedUrl, token)
}

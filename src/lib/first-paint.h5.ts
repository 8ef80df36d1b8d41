import { FIRST_PAINT_ELEMENT_ID } from '@contract/constants'

/**
 * Removes the home's first paint (the header and first slide the server draws into index.html for a signed-in
 * visitor, server/src/lib/portal/first-paint.ts): the home calls it once its own content is on screen, the shell
 * when another page opens first. Nothing happens when there is none.
 */
export function dismissFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ELEMENT_ID)?.remove()
}

/** Whether the server's first paint is on screen (it covers the window, so what is drawn under it is not seen). */
export function hasFirstPaint(): boolean {
  return document.getElementById(FIRST_PAINT_ELEMENT_ID) !== null
}

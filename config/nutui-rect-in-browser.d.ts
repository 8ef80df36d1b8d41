/** See nutui-rect-in-browser.js. */
export interface Rect {
  top: number
  left: number
  right: number
  bottom: number
  width: number
  height: number
}
export function makeRect(width: number, height: number): Rect
export function getRectInMultiPlatform(element: { getBoundingClientRect(): Rect } | null | undefined): Promise<Rect>
export function getRectInMultiPlatformWithoutCache(element: { getBoundingClientRect(): Rect } | null | undefined): Promise<Rect>

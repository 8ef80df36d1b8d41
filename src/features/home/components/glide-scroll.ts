/**
 * Scrolls `el` horizontally to `left` over `duration` ms (ease-out). Native smooth scrolling has no
 * duration, and a scroll-snap container snaps back between programmatic steps, so snapping is switched
 * off while gliding. Returns a cancel function (a finger on the slideshow stops the glide).
 */
export function glideScroll(el: HTMLElement, left: number, duration: number): () => void {
  const from = el.scrollLeft
  const start = performance.now()
  el.style.scrollSnapType = 'none'
  const finish = () => {
    el.style.scrollSnapType = ''
  }
  let frame = requestAnimationFrame(function step(now) {
    const t = Math.min(1, (now - start) / duration)
    el.scrollLeft = from + (left - from) * (1 - Math.pow(1 - t, 3))
    if (t < 1) frame = requestAnimationFrame(step)
    else finish()
  })
  return () => {
    cancelAnimationFrame(frame)
    finish()
  }
}

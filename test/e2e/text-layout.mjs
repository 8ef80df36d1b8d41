// What a reader with large text would see as broken, measured in the page (used by text-size.test.mjs):
// - cut off: a line of text reaches partly outside a box that hides its overflow (a fixed height or width too small
//   for it), unless a box between them scrolls that way (the reader scrolls to it). A line wholly outside such a box is not counted: that is a carousel's other slide or content scrolled
//   away, not text cut in half. A one-line ellipsis (text-overflow) and a line clamp are allowed sideways and
//   downwards respectively: they show that the text goes on, and the full text is a tap away.
// - overlapping: lines of two different texts drawn over each other by more than a quarter of the smaller (text
//   under a fixed or sticky bar is content scrolled under it, not an overlap).
// - sideways overflow: the page is wider than the screen.
// Only what is shown counts: the visible page, the tab bar and open dialogs; hidden and aria-hidden parts are skipped.

/** Up to 12 faults, each a short description naming the text. */
export async function textLayoutFaults(page) {
  return page.evaluate(() => {
    const faults = []
    const pageRoot = [...document.querySelectorAll('.taro_page')].find((el) => getComputedStyle(el).display !== 'none')
    const roots = [
      pageRoot ?? document.body,
      document.querySelector('.taro-tabbar__tabbar'),
      ...document.querySelectorAll('.nut-popup, .nut-dialog'),
    ].filter((el) => el && el.getClientRects().length > 0)
    const hiddenByStyle = (el) => {
      for (let node = el; node && node !== document.documentElement; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return true
        if (node.getAttribute('aria-hidden') === 'true') return true
      }
      return false
    }
    const clipsOverflow = (value) => value === 'hidden' || value === 'clip'
    const scrolls = (value) => value === 'auto' || value === 'scroll'
    /** How the first ancestor that hides its overflow cuts these lines, or null. */
    const cutBy = (el, rects) => {
      const own = getComputedStyle(el)
      // Past a box that scrolls in one direction, text further out that way is scrolled to, not cut.
      let scrolledX = false
      let scrolledY = false
      for (let box = el; box && box !== document.body; box = box.parentElement) {
        const style = box === el ? own : getComputedStyle(box)
        const clipX = !scrolledX && clipsOverflow(style.overflowX)
        const clipY = !scrolledY && clipsOverflow(style.overflowY)
        scrolledX ||= scrolls(style.overflowX)
        scrolledY ||= scrolls(style.overflowY)
        if (!clipX && !clipY) continue
        const edge = box.getBoundingClientRect()
        const ellipsis = own.textOverflow === 'ellipsis' || style.textOverflow === 'ellipsis'
        const clamped = own.webkitLineClamp !== 'none' || style.webkitLineClamp !== 'none'
        for (const rect of rects) {
          const outside = rect.bottom <= edge.top || rect.top >= edge.bottom || rect.right <= edge.left || rect.left >= edge.right
          if (outside) continue
          const cutY = clipY && !clamped && (rect.top < edge.top - 2 || rect.bottom > edge.bottom + 2)
          const cutX = clipX && !ellipsis && (rect.left < edge.left - 2 || rect.right > edge.right + 2)
          const where = `<${box.tagName.toLowerCase()} class="${box.className}"> (${Math.round(edge.width)}×${Math.round(edge.height)} px)`
          if (cutY) return `at the top or bottom by ${where}`
          if (cutX) return `at the side by ${where}`
        }
        // An ellipsis or a line clamp here says the text goes on: what lies beyond is accounted for.
        scrolledX ||= clipX && ellipsis
        scrolledY ||= clipY && clamped
      }
      return null
    }
    /** The part of `rect` inside every box around `el` that hides its overflow. */
    const visiblePart = (el, rect) => {
      let { left, top, right, bottom } = rect
      for (let box = el; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box)
        const edge = box.getBoundingClientRect()
        if (clipsOverflow(style.overflowX) || scrolls(style.overflowX))
          [left, right] = [Math.max(left, edge.left), Math.min(right, edge.right)]
        if (clipsOverflow(style.overflowY) || scrolls(style.overflowY))
          [top, bottom] = [Math.max(top, edge.top), Math.min(bottom, edge.bottom)]
      }
      return { left, top, right, bottom, width: right - left, height: bottom - top }
    }
    /** The fixed or sticky bar a text sits in (content scrolls under those; that is not an overlap), or the page. */
    const layerOf = (el) => {
      for (let box = el; box && box !== document.body; box = box.parentElement) {
        const position = getComputedStyle(box).position
        if (position === 'fixed' || position === 'sticky') return box
      }
      return null
    }
    const lines = []
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent.trim()
        const el = node.parentElement
        if (!text || !el || hiddenByStyle(el)) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const rects = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1)
        if (rects.length === 0) continue
        const label = `「${text.slice(0, 16)}」`
        // What shows of each line: a clamped paragraph's hidden lines and a screen-reader-only label draw nothing.
        for (const rect of rects) {
          const shown = visiblePart(el, rect)
          if (shown.width > 2 && shown.height > 2) lines.push({ rect: shown, el, label, layer: layerOf(el) })
        }
        if (el.closest('.portal-sr-only')) continue
        const cut = cutBy(el, rects)
        if (cut) faults.push(`${label} is cut off ${cut}`)
      }
    }
    // Overlapping lines of different texts.
    for (let i = 0; i < lines.length; i++) {
      for (let j = i + 1; j < lines.length; j++) {
        const a = lines[i]
        const b = lines[j]
        if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el) || a.layer !== b.layer) continue
        const w = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left)
        const h = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top)
        if (w <= 0 || h <= 0) continue
        const smaller = Math.min(a.rect.width * a.rect.height, b.rect.width * b.rect.height)
        if (w * h > smaller / 4) faults.push(`${a.label} and ${b.label} overlap`)
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      faults.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${window.innerWidth} px screen`)
    }
    return [...new Set(faults)].slice(0, 12)
  })
}

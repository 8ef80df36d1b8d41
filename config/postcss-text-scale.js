// Makes every fixed text size of our styles follow one custom property, `--portal-text-scale` (1 when unset):
// `font-size: 14Px` becomes `font-size: calc(14Px * var(--portal-text-scale, 1))`. 长辈模式 sets the property on the
// root (src/lib/elder-mode.h5.ts, src/styles/elder-mode.scss), so the portal's type grows in one step without a
// second set of styles. NutUI's sizes are custom properties (var(--nutui-font-size-14)); elder-mode.scss scales those
// where they are defined, so a size given as var() is left alone here (scaling it again would scale it twice), as
// are relative sizes (em, %, inherit, keywords), which follow their parent, 0 (inline-gap tricks) and icon boxes.
const SCALE = 'var(--portal-text-scale, 1)'
const ABSOLUTE = /^-?\d*\.?\d+(?:px|rpx|rem|pt)$/i
const SKIPPED_SELECTOR = /nut-icon|\.weui-icon|taro-img/

/** The scaled form of one `font-size` value, or the value itself when it is not a fixed size. */
// PostCSS keeps `!important` apart from the value (decl.important), so it stays where it was.
function scaled(value) {
  const size = value.trim()
  if (!ABSOLUTE.test(size) || /^-?0+(?:\.0+)?[a-z]*$/i.test(size)) return value
  return `calc(${size} * ${SCALE})`
}

module.exports = () => ({
  postcssPlugin: 'portal-text-scale',
  Declaration: {
    'font-size'(decl) {
      if (decl.value.includes('--portal-text-scale')) return
      const rule = decl.parent
      if (rule && rule.type === 'rule' && SKIPPED_SELECTOR.test(rule.selector)) return
      decl.value = scaled(decl.value)
    },
  },
})
module.exports.postcss = true
module.exports.scaled = scaled

// Makes every fixed text size of our styles follow one custom property, `--portal-text-scale` (1 when unset):
// `font-size: 14Px` becomes `font-size: calc(14Px * var(--portal-text-scale, 1))`. The root sets the property from
// the reader's own text size and 长辈模式 (src/lib/elder-mode.h5.ts, src/styles/elder-mode.scss), so the portal's
// type grows in one step without a second set of styles. NutUI's sizes are custom properties
// (var(--nutui-font-size-14)); elder-mode.scss scales those where they are defined, so a size given as var() is left
// alone here (scaling it again would scale it twice), as are relative sizes (em, %, inherit, keywords), which follow
// their parent, 0 (inline-gap tricks) and icon boxes.
// Lines grow with their text: a fixed `line-height` is scaled the same way (a unitless one already follows), and so
// is the `height` of a one-line box whose height equals its line height (`height: 20px; line-height: 20px`), which
// would otherwise cut its own text off at twice the size.
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

/** Whether this declaration's rule is one whose sizes are left alone (icons draw their glyph in a fixed box). */
function skipped(decl) {
  const rule = decl.parent
  return Boolean(rule && rule.type === 'rule' && SKIPPED_SELECTOR.test(rule.selector))
}

function scaleDeclaration(decl) {
  if (decl.value.includes('--portal-text-scale') || skipped(decl)) return
  decl.value = scaled(decl.value)
}

module.exports = () => ({
  postcssPlugin: 'portal-text-scale',
  Declaration: {
    'font-size': scaleDeclaration,
    'line-height'(decl) {
      if (decl.value.includes('--portal-text-scale') || skipped(decl)) return
      const lineHeight = decl.value.trim()
      decl.parent?.each((sibling) => {
        if (sibling.type === 'decl' && sibling.prop === 'height' && sibling.value.trim() === lineHeight) scaleDeclaration(sibling)
      })
      scaleDeclaration(decl)
    },
  },
})
module.exports.postcss = true
module.exports.scaled = scaled

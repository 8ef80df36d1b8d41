// Drops NutUI's right-to-left styles (`.nut-rtl …`, `[dir=rtl] …`, `.nut-…-rtl`): the portal is Chinese only
// and never turns NutUI's `direction: 'rtl'` on, yet the rules cost the mini-program's main package ~11 KB.
// A rule keeps its other selectors; a rule left with none goes.
const RTL = /\.nut-rtl\b|\[dir=["']?rtl["']?\]|\.nut-[\w-]*-rtl\b/

module.exports = () => ({
  postcssPlugin: 'portal-drop-rtl',
  Rule(rule) {
    if (!RTL.test(rule.selector)) return
    const kept = rule.selectors.filter((selector) => !RTL.test(selector))
    if (kept.length === 0) rule.remove()
    else rule.selectors = kept
  },
})
module.exports.postcss = true

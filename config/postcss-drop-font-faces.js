// Drops @font-face rules whose family no rule in the same stylesheet uses. NutUI's theme CSS inlines two
// base64 fonts (JDZH-Regular/-Bold, ~17 KB) for its price, badge and count-down digits; the mini-program's
// main package pays for them on every page although none of those components shows digits in that font.
// Families named in `keep` stay (for a page that does use them); families named in `drop` go even when used
// (Taro's H5 component styles name the `weui` icon font, whose <Icon> the portal never renders).
const FONT_FACE = /^font-face$/i

module.exports = (opts = {}) => {
  const keep = new Set(opts.keep || [])
  const drop = new Set(opts.drop || [])
  return {
    postcssPlugin: 'portal-drop-font-faces',
    OnceExit(root) {
      const used = new Set()
      root.walkDecls(/^font(-family)?$/i, (decl) => {
        if (decl.parent && decl.parent.type === 'atrule' && FONT_FACE.test(decl.parent.name)) return
        // `font` is a shorthand (`12px JDZH-Regular`): every comma-separated name and every word counts.
        for (const name of decl.value.split(',')) {
          const bare = name.trim().replace(/^["']|["']$/g, '')
          used.add(bare)
          for (const word of bare.split(/\s+/)) used.add(word)
        }
      })
      root.walkAtRules(FONT_FACE, (rule) => {
        let family = ''
        rule.walkDecls(/^font-family$/i, (decl) => (family = decl.value.trim().replace(/^["']|["']$/g, '')))
        if (family && (drop.has(family) || (!used.has(family) && !keep.has(family)))) rule.remove()
      })
    },
  }
}
module.exports.postcss = true

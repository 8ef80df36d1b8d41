// Webpack loader for NutUI's icon modules (@nutui/icons-react-taro/dist/es/icons/*.js). Each icon carries its SVG as
// a base64 data URI that the icon paints as a CSS mask (only the shape's alpha counts). Rewritten here as a
// percent-encoded SVG with path numbers at one decimal of the 1024-unit viewBox (1/40 px at a 24 px icon) and no
// fill colours (a mask ignores them): ~7 KB less in the mini-program's main package for the ~30 icons it ships.
// config/__tests__/compact-icon-svg.test.ts rasterises every icon both ways and compares them.
const BASE64_SVG = /data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/g
const NUMBER = /[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g

/** A number at one decimal, without a leading zero (`0.5` → `.5`, `-0.5` → `-.5`). */
function shortNumber(text) {
  const rounded = Math.round(Number(text) * 10) / 10
  if (rounded === 0) return '0'
  return String(rounded).replace(/^(-?)0\./, '$1.')
}

/** Path data with rounded numbers; a separator only where the next number does not start with `-`. */
function compactPathData(d) {
  let out = ''
  let afterNumber = false
  for (const token of d.match(NUMBER) || []) {
    if (/[a-zA-Z]/.test(token)) {
      out += token
      afterNumber = false
      continue
    }
    const number = shortNumber(token)
    out += afterNumber && !number.startsWith('-') ? ` ${number}` : number
    afterNumber = true
  }
  return out
}

/** The SVG text of a mask: paths rounded, colour fills dropped (`fill="none"` would matter, so it stays). */
function compactSvg(svg) {
  return svg.replace(/ fill="(?!none")[^"]*"/g, '').replace(/ d="([^"]*)"/g, (_, d) => ` d="${compactPathData(d)}"`)
}

/** `data:image/svg+xml;base64,…` → `data:image/svg+xml,…` with only what a CSS url('…') needs escaped. */
function compactSvgDataUri(base64) {
  const svg = compactSvg(Buffer.from(base64, 'base64').toString('utf8'))
  return `data:image/svg+xml,${svg.replace(/[%#<>"']/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`
}

module.exports = function compactIconSvg(source) {
  return source.replace(BASE64_SVG, (_, base64) => compactSvgDataUri(base64))
}
module.exports.compactSvgDataUri = compactSvgDataUri
module.exports.compactPathData = compactPathData

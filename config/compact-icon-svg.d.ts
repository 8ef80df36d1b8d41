/** Webpack loader: NutUI icon modules with their base64 SVG masks rewritten compact. */
declare function compactIconSvg(source: string): string
declare namespace compactIconSvg {
  /** The base64 payload of a `data:image/svg+xml;base64,` URI → a percent-encoded `data:image/svg+xml,` URI. */
  function compactSvgDataUri(base64: string): string
  /** SVG path data with numbers at one decimal and the fewest separators. */
  function compactPathData(d: string): string
}
export = compactIconSvg

// `lodash.kebabcase` for the H5 build (aliased in h5-optimization.ts). NutUI's ConfigProvider imports it into
// every page to turn theme keys (nutuiColorPrimary) into CSS variable names; lodash's Unicode word rules make
// it ~3 KB gzip. Theme keys are ASCII identifiers, which this splits the way lodash does: at lower→upper and
// letter↔digit changes, inside upper-case runs before a capitalised word, and at any other character.
const WORD = /[A-Z]{2,}(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+/g

module.exports = function kebabCase(value) {
  return (String(value ?? '').match(WORD) || []).map((word) => word.toLowerCase()).join('-')
}

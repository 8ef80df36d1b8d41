// `var(--nutui-x, fallback)` where nothing in the build can define --nutui-x is the fallback: NutUI writes
// every component value that way (~700 times in the mini-program's main package) so that a theme may
// override it. A property counts as definable when any stylesheet declares it (`--nutui-x:`) or any script
// names it (NutUI's ConfigProvider turns theme keys such as `nutuiColorPrimary` into inline properties),
// and such references stay untouched. Only `--nutui-` properties are considered.

import type { Compiler } from 'webpack'

const PREFIX = '--nutui-'
const DECLARED = /(--nutui-[a-z0-9-]+)\s*:/g
const NAMED_IN_SCRIPT = /--nutui-[a-z0-9-]+|nutui[A-Z][A-Za-z0-9]*/g

const kebab = (camel: string) => `--${camel.replace(/[A-Z0-9]+/g, (m) => `-${m.toLowerCase()}`)}`

/** Every --nutui- property a script names, as a property (theme keys such as `nutuiColorPrimary` converted). */
export function namedInScripts(scripts: string[]): Set<string> {
  const names = new Set<string>()
  for (const js of scripts) {
    for (const [name] of js.matchAll(NAMED_IN_SCRIPT)) names.add(name.startsWith('--') ? name : kebab(name))
  }
  return names
}

/** Every --nutui- property some stylesheet declares or some script names. */
export function definableProperties(styles: string[], scripts: string[]): Set<string> {
  const names = new Set<string>()
  for (const css of styles) for (const m of css.matchAll(DECLARED)) names.add(m[1])
  for (const name of namedInScripts(scripts)) names.add(name)
  return names
}

/** The index just past the `)` that closes the parenthesis opened before `from`. */
export function closingParen(css: string, from: number): number {
  let depth = 1
  for (let i = from; i < css.length; i++) {
    if (css[i] === '(') depth++
    else if (css[i] === ')' && --depth === 0) return i + 1
  }
  return -1
}

/** Replaces `var(--nutui-x, fallback)` by the (itself flattened) fallback wherever --nutui-x is not definable. */
export function flattenVarFallbacks(css: string, definable: Set<string>): string {
  let out = ''
  let i = 0
  for (;;) {
    const at = css.indexOf(`var(${PREFIX}`, i)
    if (at < 0) return out + css.slice(i)
    const end = closingParen(css, at + 4)
    if (end < 0) return out + css.slice(i)
    const inner = css.slice(at + 4, end - 1)
    const comma = inner.indexOf(',')
    const name = (comma < 0 ? inner : inner.slice(0, comma)).trim()
    const fallback = comma < 0 ? '' : inner.slice(comma + 1).trim()
    out += css.slice(i, at)
    if (comma < 0) out += `var(${name})`
    else if (definable.has(name)) out += `var(${name},${flattenVarFallbacks(fallback, definable)})`
    else out += flattenVarFallbacks(fallback, definable)
    i = end
  }
}

/** Webpack plugin: flattens every emitted stylesheet (`.wxss`) once all assets are final. */
export class FlattenCssVarFallbacksPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('FlattenCssVarFallbacks', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FlattenCssVarFallbacks', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const text = (name: string) => String(assets[name].source())
        const names = Object.keys(assets)
        const styles = names.filter((n) => n.endsWith('.wxss'))
        const definable = definableProperties(styles.map(text), names.filter((n) => n.endsWith('.js')).map(text))
        for (const name of styles) {
          const before = text(name)
          const after = flattenVarFallbacks(before, definable)
          if (after !== before) compilation.updateAsset(name, new sources.RawSource(after))
        }
      })
    })
  }
}

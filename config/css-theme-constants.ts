// NutUI's theme (its default.css, then ours in styles/theme.scss) declares ~230 `--nutui-*` properties on the
// document root, and NutUI's component styles read them as `var(--nutui-x, fallback)` (~400 times in the
// mini-program's main package). A property declared nowhere but on the root of the app's own stylesheets, and named by
// no script, holds one value for the whole app: its references become that value and its declaration goes. A property
// any page or component stylesheet, any other rule, any at-rule or any script touches keeps its `var()`.

import postcss, { type Rule } from 'postcss'
import type { Compiler } from 'webpack'
import { closingParen, namedInScripts } from './css-var-fallbacks'

const PREFIX = '--nutui-'
/** The document root: `page` in the mini-program, `:root` on H5. */
const ROOT_SELECTORS = new Set([':root', 'page'])

const isRootRule = (rule: Rule) => rule.parent?.type === 'root' && rule.selectors.every((s) => ROOT_SELECTORS.has(s.trim()))

/** Replaces `var(--nutui-x[, fallback])` by `value(--nutui-x)` wherever `value` knows it, fallbacks included. */
export function replaceReferences(css: string, value: (name: string) => string | undefined): string {
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
    const known = value(name)
    out += css.slice(i, at)
    if (known !== undefined) out += known
    else if (comma < 0) out += `var(${name})`
    else out += `var(${name},${replaceReferences(inner.slice(comma + 1), value)})`
    i = end
  }
}

/**
 * The properties that hold one value for the whole app, with that value (resolved through other constants).
 * `appStyles` are the app-wide stylesheets in the order app.wxss imports them; `otherStyles` every other one.
 */
export function themeConstants(appStyles: string[], otherStyles: string[], scripts: string[]): Map<string, string> {
  const declared = new Map<string, string>()
  const varying = namedInScripts(scripts)
  for (const css of appStyles) {
    postcss.parse(css).walkDecls((decl) => {
      if (!decl.prop.startsWith(PREFIX)) return
      if (decl.parent?.type === 'rule' && isRootRule(decl.parent as Rule) && !decl.important) declared.set(decl.prop, decl.value)
      else varying.add(decl.prop)
    })
  }
  for (const css of otherStyles) {
    postcss.parse(css).walkDecls((decl) => {
      if (decl.prop.startsWith(PREFIX)) varying.add(decl.prop)
    })
  }
  const constants = new Map<string, string>()
  const resolving = new Set<string>()
  const resolve = (name: string): string | undefined => {
    if (constants.has(name)) return constants.get(name)
    const raw = declared.get(name)
    if (raw === undefined || varying.has(name) || resolving.has(name)) return undefined
    resolving.add(name)
    const value = replaceReferences(raw, resolve)
    resolving.delete(name)
    // A value still reading a property that varies varies with it.
    if (value.includes(`var(${PREFIX}`)) {
      varying.add(name)
      return undefined
    }
    constants.set(name, value)
    return value
  }
  for (const name of declared.keys()) resolve(name)
  return constants
}

/** A stylesheet with the constants' references replaced by their values and their root declarations gone. */
export function inlineThemeConstants(css: string, constants: Map<string, string>): string {
  const replaced = replaceReferences(css, (name) => constants.get(name))
  if (!replaced.includes(PREFIX)) return replaced
  const root = postcss.parse(replaced)
  let removed = false
  root.walkRules((rule) => {
    if (!isRootRule(rule)) return
    rule.walkDecls((decl) => {
      if (constants.has(decl.prop)) {
        decl.remove()
        removed = true
      }
    })
    if (rule.nodes.length === 0) rule.remove()
  })
  return removed ? root.toString() : replaced
}

/** The stylesheets app.wxss imports, in order, then app.wxss itself. */
function appStylesheets(appWxss: string): string[] {
  return [...[...appWxss.matchAll(/@import\s+["']\.\/([^"']+)["']/g)].map((m) => m[1]), 'app.wxss']
}

/** Webpack plugin (mini-program): inlines the theme constants in every emitted stylesheet once all assets are final. */
export class InlineThemeConstantsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('InlineThemeConstants', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'InlineThemeConstants', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const text = (name: string) => String(assets[name].source())
        const names = Object.keys(assets)
        if (!assets['app.wxss']) return
        const app = appStylesheets(text('app.wxss')).filter((name) => assets[name])
        const styles = names.filter((n) => n.endsWith('.wxss'))
        const constants = themeConstants(
          app.map(text),
          styles.filter((n) => !app.includes(n)).map(text),
          names.filter((n) => n.endsWith('.js')).map(text),
        )
        for (const name of styles) {
          const before = text(name)
          const after = inlineThemeConstants(before, constants)
          if (after !== before) compilation.updateAsset(name, new sources.RawSource(after))
        }
      })
    })
  }
}

import { options, type VNode } from 'preact'

const REFLECTED = /^(aria|data)-/

/**
 * Taro's H5 components are custom elements behind a wrapper that also copies every prop onto the element as
 * a JS property. Preact then finds `aria-pressed` "in" the element and updates that property instead of the
 * attribute, so a boolean or number aria-/data- value that changed never reached the attribute (React writes
 * attributes). After each render of a custom element such values are written as attributes.
 */
export function keepCustomElementAttributes(): void {
  const previous = options.diffed
  options.diffed = (vnode: VNode) => {
    // `__e` is the rendered element (Preact's stable internal name, as preact/compat and its devtools use it).
    const element = (vnode as VNode & { __e?: Element | null }).__e
    if (typeof vnode.type === 'string' && vnode.type.includes('-') && element instanceof Element) {
      for (const [name, value] of Object.entries(vnode.props as Record<string, unknown>)) {
        if ((typeof value === 'boolean' || typeof value === 'number') && REFLECTED.test(name)) {
          const text = String(value)
          if (element.getAttribute(name) !== text) element.setAttribute(name, text)
        }
      }
    }
    previous?.(vnode)
  }
}

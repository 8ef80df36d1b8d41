/** Taro's H5 tab bar as a plain custom element (tabbar.js). */
export declare class PortalTabbar extends HTMLElement {
  conf: unknown
  connectedCallback(): void
  disconnectedCallback(): void
}

/** Defines `taro-tabbar` as PortalTabbar, once (@tarojs/router calls it before creating the bar). */
export declare function defineCustomElementTaroTabbar(): void

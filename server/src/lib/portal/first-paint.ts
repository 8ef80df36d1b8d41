import { createHash } from 'node:crypto'
import { FIRST_PAINT_ELEMENT_ID } from '@contract/constants'
import { escapeHtml } from '../common/html'

/** What the home tab's header and first slide show, as the server knows them when it sends index.html. */
export interface FirstPaintData {
  schoolName: string
  /** The header's logo (system config appTopLog). */
  logo?: string
  /** The theme's header background (a light picture: the header turns white with dark text, as on the home). */
  themeBackground?: string
  /** The search box under the school name (module setting isOpenGlobalSearch). */
  search: boolean
  /** The activity entry's icon at the top right. */
  floatingIcon?: string
  /** The first slide, the largest thing the first screen shows. */
  slideImage?: string
}

// The home's own rules (src/features/home/components/home-screen.scss, global-search-entry.scss) in pixels, Taro's H5
// navigation bar with the home tab's title, and its tab bar as a blank bar. Texts are drawn from data-text by ::after,
// so the page has each text once (the app's own). If the app never takes over, the paint fades out after 15 s and
// lets taps through.
const STYLE = `<style>
#${FIRST_PAINT_ELEMENT_ID}{position:fixed;inset:0;z-index:10000;overflow:hidden;background:#F6F6F6;font:14px/1.6 -apple-system,BlinkMacSystemFont,'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','WenQuanYi Micro Hei',sans-serif;color:#3A3C40;animation:fp-out .3s 15s forwards}
@keyframes fp-out{to{opacity:0;visibility:hidden}}
.fp-nav{padding-top:env(safe-area-inset-top);background:#fff;border-bottom:1px solid #eeeff1;height:44px;line-height:44px;text-align:center;font-size:17px;font-weight:600;color:#3a3c40}
.fp-header{position:relative;padding:16px 16px 56px;background:linear-gradient(135deg,#f2845c 0%,#ED663F 60%,#e0552c 100%)}
.fp-header--themed{background:#fff no-repeat center bottom/100% auto}
.fp-brand{display:flex;align-items:center;gap:8px;min-height:36px;padding-right:56px}
.fp-logo{width:128px;height:32px;flex:none;object-fit:contain}
.fp-name{min-width:0;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;color:#fff;font-size:18px;font-weight:600;letter-spacing:1px;text-shadow:0 1px 2px rgba(0,0,0,.15)}
.fp-header--themed .fp-name{color:#3A3C40;text-shadow:none;font-size:16px}
#${FIRST_PAINT_ELEMENT_ID} [data-text]::after{content:attr(data-text)}
.fp-float{position:absolute;top:10px;right:12px;width:48px;height:48px;border-radius:50%;overflow:hidden;box-shadow:0 2px 8px rgba(0,0,0,.18)}
.fp-float img{display:block;width:100%;height:100%;object-fit:contain}
.fp-search{display:flex;align-items:center;gap:6px;margin-top:10px;padding:7px 12px;border-radius:16px;background:rgba(255,255,255,.92);font-size:13px;color:#9a9da3}
.fp-search svg{width:14px;height:14px;flex:none}
.fp-body{position:relative;margin-top:-44px;padding:0 12px}
.fp-slide{display:block;width:100%;height:130px;object-fit:cover;border-radius:10px;box-shadow:0 4px 12px rgba(0,0,0,.08);background:#fff}
.fp-tabbar{position:absolute;left:0;right:0;bottom:0;height:50px;padding-bottom:env(safe-area-inset-bottom);background:#fff}
</style>`

/** The home tab's title in the navigation bar (spec §1: 首页). */
const HOME_TITLE = '首页'

const SEARCH_ICON =
  '<svg viewBox="0 0 24 24" fill="none" stroke="#9a9da3" stroke-width="2.4"><circle cx="11" cy="11" r="7.5"/><path d="m17 17 4.5 4.5"/></svg>'

/**
 * The home tab as the app will draw it, down to the first slide: the navigation bar, the header (theme background
 * or the brand gradient, logo, school name, activity icon, search box) and the first slide. It covers the window
 * from the first paint of index.html until the app draws the home's content over the same pixels
 * (src/lib/first-paint.ts), so a signed-in visitor sees the school and its first slide while the scripts load.
 * `aria-hidden`: a picture of the page, not the page.
 */
export function firstPaintHtml(data: FirstPaintData): string {
  const themed = data.themeBackground ? ' fp-header--themed' : ''
  const headerStyle = data.themeBackground ? ` style="background-image:url(&quot;${escapeHtml(data.themeBackground)}&quot;)"` : ''
  const logo = data.logo ? `<img class="fp-logo" src="${escapeHtml(data.logo)}" alt="">` : ''
  const floating = data.floatingIcon ? `<div class="fp-float"><img src="${escapeHtml(data.floatingIcon)}" alt=""></div>` : ''
  const search = data.search ? `<div class="fp-search">${SEARCH_ICON}<span data-text="搜索服务、资讯、日程、待办"></span></div>` : ''
  const slide = data.slideImage
    ? `<div class="fp-body"><img class="fp-slide" src="${escapeHtml(data.slideImage)}" alt="" fetchpriority="high"></div>`
    : ''
  return (
    `<div id="${FIRST_PAINT_ELEMENT_ID}" aria-hidden="true">${STYLE}<div class="fp-nav" data-text="${HOME_TITLE}"></div>` +
    `<div class="fp-header${themed}"${headerStyle}><div class="fp-brand">${logo}` +
    `<span class="fp-name" data-text="${escapeHtml(data.schoolName || '掌上校园')}"></span></div>${floating}${search}</div>` +
    `${slide}<div class="fp-tabbar"></div></div>`
  )
}

/** Puts a fragment first in the document's body, so it paints before anything the scripts add. */
export function withBodyStart(html: string, fragment: string): string {
  if (!fragment) return html
  const match = /<body[^>]*>/i.exec(html)
  if (!match) return html
  const at = match.index + match[0].length
  return html.slice(0, at) + fragment + html.slice(at)
}

/**
 * Starts the app's scripts (named in its data-scripts) once the first screen is on it: the first slide loaded (or
 * failed) and two frames drawn after, at most 1 s after the page is read. Without it the deferred scripts, fetched
 * as fast as the slide, run first and the first paint waits for the app's start-up, its largest task. A hidden tab
 * draws no frames, so there they start at once. ES5: it runs before anything is checked.
 */
const SCRIPTS_AFTER_PAINT =
  '(function(l){var go=function(){if(go.d)return;go.d=1;l.getAttribute("data-scripts").split(" ").forEach(function(s){' +
  'var e=document.createElement("script");e.src=s;e.async=false;document.head.appendChild(e)})};' +
  'if(document.visibilityState==="hidden")return go();setTimeout(go,1000);' +
  'var drawn=function(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})};' +
  'var img=document.querySelector(".fp-slide");' +
  'if(img&&!img.complete){img.addEventListener("load",drawn);img.addEventListener("error",drawn)}else drawn()' +
  '})(document.currentScript)'

/** The CSP source that lets exactly that inline script run (security-headers.ts). */
export const SCRIPTS_AFTER_PAINT_SOURCE = `'sha256-${createHash('sha256').update(SCRIPTS_AFTER_PAINT).digest('base64')}'`

const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g

/**
 * With a first paint in the page, the build's deferred scripts become preloads (fetched as soon as before) and
 * start, in their order, once the first paint is on screen.
 */
export function withScriptsAfterFirstPaint(html: string): string {
  const scripts: string[] = []
  const preloaded = html.replace(DEFERRED_SCRIPT, (_tag, src: string) => {
    scripts.push(src)
    return `<link rel="preload" href="${escapeHtml(src)}" as="script">`
  })
  const at = preloaded.lastIndexOf('</body>')
  if (scripts.length === 0 || at < 0) return html
  const loader = `<script data-scripts="${escapeHtml(scripts.join(' '))}">${SCRIPTS_AFTER_PAINT}</script>`
  return preloaded.slice(0, at) + loader + preloaded.slice(at)
}

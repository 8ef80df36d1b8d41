import DOMPurify from 'dompurify'

let hooked = false

/** Links open outside the app page; inline styles may not position anything over the app. */
function installHooks() {
  if (hooked) return
  hooked = true
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer nofollow')
    }
    const style = node.getAttribute?.('style')
    if (style && /(position|url\s*\(|expression|behavior|@import|javascript:|z-index)/i.test(style)) {
      const kept = style
        .split(';')
        .filter((d) => d.trim() && !/(position|url\s*\(|expression|behavior|@import|javascript:|z-index)/i.test(d))
      if (kept.length) node.setAttribute('style', kept.join(';'))
      else node.removeAttribute('style')
    }
  })
}

/**
 * The article body as safe HTML for the browser build: DOMPurify with the HTML profile, no forms,
 * frames, media with scripts or SVG, and only http(s)/mailto/tel or site-relative addresses.
 */
export function sanitizeArticleHtml(html: string): string {
  installHooks()
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'frame',
      'object',
      'embed',
      'svg',
      'math',
      'base',
      'meta',
      'link',
    ],
    FORBID_ATTR: ['srcset', 'formaction', 'action', 'ping'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  }) as string
}

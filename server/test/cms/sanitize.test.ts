import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import parse5 from 'parse5'
import { plainText, sanitizeRichText } from '../../src/lib/cms/cms-sanitize'

/** XSS payloads: script tags, event handlers, javascript:/data: URLs, SVG, iframes, styles, encodings, mXSS nesting. */
const CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/ok.png" onerror="alert(1)" onload="alert(2)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x61;script:alert(1)">encoded</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">decimal</a>',
  '<a href="java\tscript:alert(1)">tab</a>',
  '<a href=" javascript:alert(1)">space</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<p style="width: expression(alert(1))">expr</p>',
  '<p style="background:url(javascript:alert(1))">bg</p>',
  '<div style="behavior: url(x.htc); color: red">htc</div>',
  '<style>@import "javascript:alert(1)";</style>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<video src="/v.mp4" poster="javascript:alert(1)" onerror="alert(1)"></video>',
  '<video><source onerror="alert(1)"></video>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<p><svg><p><style><img src=x onerror=alert(1)></style></p></svg></p>',
  '<table><tr><td background="javascript:alert(1)" onclick="alert(1)">x</td></tr></table>',
  '<img src="//evil.example/tracker.png">',
  '<img src="\\\\evil.example/x.png">',
  '<a href="//evil.example">protocol-relative</a>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)<</script>/script>',
  '<img """><script>alert(1)</script>">',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<template><img src=x onerror=alert(1)></template>',
  '<base href="javascript:alert(1)//">',
  '<a href="https://ok.example" onmouseover="alert(1)" style="position:fixed;top:0">hover</a>',
  '<img src=x:alert(1) onerror=eval(src)>',
  '<details open ontoggle=alert(1)>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
]

const DANGEROUS_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'template',
  'xmp',
  'noscript',
  'source',
  'details',
  'body',
  'frame',
  'frameset',
])
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster', 'background', 'action', 'xlink:href', 'formaction', 'srcdoc'])
const ALLOWED_URL = /^(https?:\/\/[^\s/]|\/(?![/\\]))/i

interface Node {
  nodeName: string
  tagName?: string
  attrs?: Array<{ name: string; value: string }>
  childNodes?: Node[]
  content?: Node
}

/** Walks what a standards-compliant HTML parser (as a browser would) builds from the output. */
function problems(html: string): string[] {
  const found: string[] = []
  const walk = (node: Node) => {
    if (node.tagName) {
      if (DANGEROUS_TAGS.has(node.tagName)) found.push(`<${node.tagName}>`)
      for (const attr of node.attrs ?? []) {
        if (/^on/i.test(attr.name)) found.push(`${node.tagName}[${attr.name}]`)
        if (URL_ATTRIBUTES.has(attr.name) && !ALLOWED_URL.test(attr.value.trim())) found.push(`${node.tagName}[${attr.name}=${attr.value}]`)
        if (attr.name === 'style' && /expression|url\s*\(|behavior|javascript|position/i.test(attr.value)) found.push(`style=${attr.value}`)
      }
      if (
        node.tagName === 'a' &&
        node.attrs?.some((a) => a.name === 'href') &&
        !node.attrs.some((a) => a.name === 'rel' && /noopener/.test(a.value))
      ) {
        found.push('a without rel=noopener')
      }
    }
    for (const child of node.childNodes ?? []) walk(child)
    if (node.content) walk(node.content)
  }
  walk(parse5.parseFragment(html) as unknown as Node)
  return found
}

describe('rich-text sanitiser (on the way in)', () => {
  it(`leaves nothing executable from ${CORPUS.length} XSS payloads (checked with a browser-grade parser)`, () => {
    assert.ok(CORPUS.length >= 20)
    for (const payload of CORPUS) {
      const clean = sanitizeRichText(payload)
      assert.deepEqual(problems(clean), [], `${payload}\n→ ${clean}`)
      assert.doesNotMatch(clean, /<script|javascript:|onerror|onload|<iframe|<svg|expression\(/i, `${payload}\n→ ${clean}`)
      assert.equal(sanitizeRichText(clean), clean, `stable: ${payload}`)
    }
  })

  it('the checker itself catches the raw payloads (so the test above means something)', () => {
    const caught = CORPUS.filter((payload) => problems(payload).length > 0 || /<script|javascript:/i.test(payload))
    assert.ok(caught.length >= CORPUS.length - 3, `${caught.length}/${CORPUS.length}`)
  })

  it('keeps the allowed rich text intact', () => {
    const html =
      '<h2>标题</h2><p style="text-align:center;color:#333">正文<strong>加粗</strong><em>斜体</em><u>下划线</u><br /></p>' +
      '<ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引用</blockquote>' +
      '<p><img src="/portal-api/v1/cms/images/cover-red-cap.png" alt="图" width="100" height="60" /></p>' +
      '<p><a href="https://www.example.edu.cn/notice">链接</a></p>' +
      '<video src="https://cdn.example.edu.cn/v.mp4" poster="/portal-api/p.png" controls=""></video>' +
      '<table><thead><tr><th colspan="2">表头</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>'
    const clean = sanitizeRichText(html, ['cdn.example.edu.cn'])
    for (const fragment of [
      '<h2>标题</h2>',
      'style="text-align:center;color:#333"',
      '<strong>加粗</strong>',
      '<em>斜体</em>',
      '<u>下划线</u>',
      '<li>一</li>',
      '<blockquote>引用</blockquote>',
      'src="/portal-api/v1/cms/images/cover-red-cap.png"',
      'width="100"',
      'href="https://www.example.edu.cn/notice"',
      'rel="noopener noreferrer"',
      'poster="/portal-api/p.png"',
      '<th colspan="2">表头</th>',
      '<td>2</td>',
    ]) {
      assert.ok(clean.includes(fragment), `${fragment} in ${clean}`)
    }
  })

  it('drops images and links with unusable URLs but keeps their text', () => {
    assert.equal(sanitizeRichText('<p><a href="/relative">相对链接</a></p>'), '<p><a>相对链接</a></p>')
    assert.equal(sanitizeRichText('<p>前<img src="ftp://x/y.png">后</p>'), '<p>前后</p>')
  })

  it('drops images and videos from hosts other than the allowed media hosts (the page CSP would block them)', () => {
    const html =
      '<p>前<img src="https://tracker.example.com/a.png">中<img src="https://img.example.edu/b.png">后</p>' +
      '<video src="https://cdn.other.com/v.mp4" controls></video><video src="/portal-api/v.mp4" poster="https://cdn.other.com/p.png"></video>'
    assert.equal(
      sanitizeRichText(html, ['img.example.edu']),
      '<p>前中<img src="https://img.example.edu/b.png" />后</p><video src="/portal-api/v.mp4" controls></video>',
    )
    assert.equal(sanitizeRichText('<img src="https://img.example.edu/b.png">'), '', "no media hosts: only this site's paths")
  })

  it('plainText strips markup for summaries', () => {
    assert.equal(plainText('<p>第一段</p><p>第二&amp;段</p>'), '第一段 第二&段')
    assert.equal(plainText('<p>很长的文字很长的文字</p>', 5), '很长的文…')
  })
})

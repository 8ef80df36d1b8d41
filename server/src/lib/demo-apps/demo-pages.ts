// HTML of the demo campus apps: plain server-rendered pages (no scripts), clearly labelled as demo systems.
import { escapeHtml } from '../common/html'

const STYLE = `body{margin:0;font:15px/1.5 -apple-system,'PingFang SC','Noto Sans CJK SC',sans-serif;background:#F6F6F6;color:#3A3C40}
header{background:#1F5FAF;color:#fff;padding:14px 16px}header h1{margin:0;font-size:18px}header p{margin:2px 0 0;font-size:12px;opacity:.85}
.demo{display:inline-block;background:#F0A531;color:#fff;border-radius:4px;padding:0 6px;font-size:11px;margin-left:6px;vertical-align:middle}
main{padding:12px}.card{background:#fff;border-radius:8px;padding:12px 14px;margin-bottom:12px}.card h2{font-size:15px;margin:0 0 8px}
table{width:100%;border-collapse:collapse;font-size:13px}td,th{padding:6px 4px;border-bottom:1px solid #eee;text-align:left}th{color:#8a8d93;font-weight:normal}
.num{text-align:right}.big{font-size:28px;font-weight:bold;color:#ED663F}.muted{color:#8a8d93;font-size:12px}.warn{color:#C8402A}
.ok{color:#2E7D4F}form{display:flex;gap:8px;flex-wrap:wrap;align-items:center}input{font-size:15px;padding:6px 8px;border:1px solid #ddd;border-radius:6px;width:7em}
button{background:#ED663F;color:#fff;border:0;border-radius:6px;padding:8px 16px;font-size:15px}`

export function demoPage(title: string, who: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · 示范大学演示系统</title><style>${STYLE}</style></head><body>
<header><h1>${escapeHtml(title)}<span class="demo">演示系统</span></h1><p>示范大学 · 数据为演示数据 · 当前用户：${escapeHtml(who)}</p></header>
<main>${body}</main></body></html>`
}

export function errorPage(title: string, message: string): string {
  return demoPage(title, '未验证', `<div class="card"><h2 class="warn">身份验证失败</h2><p>${escapeHtml(message)}</p></div>`)
}

export const table = (heads: string[], rows: string[][], numeric: number[] = []) =>
  `<table><tr>${heads.map((h, i) => `<th${numeric.includes(i) ? ' class="num"' : ''}>${escapeHtml(h)}</th>`).join('')}</tr>${rows
    .map((row) => `<tr>${row.map((cell, i) => `<td${numeric.includes(i) ? ' class="num"' : ''}>${cell}</td>`).join('')}</tr>`)
    .join('')}</table>`

export const yuan = (cents: number) => (cents / 100).toFixed(2)

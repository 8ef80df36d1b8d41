import sharp from 'sharp'
import { COLUMNS } from '../../db/seed/cms-articles'

/**
 * Demo images of the CMS (covers, slides, service icons, pop-up poster, floating-box icon), drawn as SVG and
 * rendered to PNG with sharp on first request (then kept in memory). No external hosts are involved.
 * Names: `cover-<palette>-<motif>`, `slide-<n>`, `service-<n>`, `popup-<n>`, `float-<n>`, `inline-<palette>-<motif>`,
 * `figure-<column>-<article>` (a demo article's own figure, captioned with its title).
 */

const FONT = "'Noto Sans CJK SC','Noto Sans SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif"

export const PALETTES = {
  red: ['#C8402A', '#ED663F'],
  blue: ['#1F5FAF', '#4C8DE0'],
  green: ['#2E7D4F', '#5DBB7E'],
  purple: ['#5B3C9E', '#8C6FD6'],
  teal: ['#11727A', '#3BB3B5'],
  amber: ['#B36B00', '#F0A531'],
} as const
export type Palette = keyof typeof PALETTES

/** White line drawings centred on (0,0), about 200 units wide. */
const MOTIFS: Record<string, string> = {
  building: `<path d="M-100 70 H100 V80 H-100 Z"/><path d="M-80 70 V-10 H80 V70" fill="none" stroke="#fff" stroke-width="6"/>
    <path d="M-95 -10 L0 -70 L95 -10 Z"/><circle cx="0" cy="-32" r="10" fill="none" stroke="#fff" stroke-width="5"/>
    ${[-55, -25, 5, 35].map((x) => `<rect x="${x}" y="5" width="20" height="55" rx="3"/>`).join('')}`,
  book: `<path d="M-95 -55 Q-45 -75 0 -50 Q45 -75 95 -55 V60 Q45 40 0 65 Q-45 40 -95 60 Z" fill="none" stroke="#fff" stroke-width="7"/>
    <path d="M0 -50 V65" stroke="#fff" stroke-width="6"/>
    ${[-30, -10, 10].map((y) => `<path d="M-75 ${y} Q-40 ${y - 10} -15 ${y + 2} M15 ${y + 2} Q40 ${y - 10} 75 ${y}" stroke="#fff" stroke-width="5" fill="none"/>`).join('')}`,
  flask: `<path d="M-25 -75 H25 M-15 -75 V-20 L-70 60 Q-75 75 -58 75 H58 Q75 75 70 60 L15 -20 V-75" fill="none" stroke="#fff" stroke-width="7" stroke-linejoin="round"/>
    <path d="M-50 40 H50 L62 62 Q64 68 56 68 H-56 Q-64 68 -62 62 Z"/><circle cx="-10" cy="20" r="7"/><circle cx="12" cy="5" r="5"/>`,
  trophy: `<path d="M-50 -70 H50 V-20 Q50 25 0 30 Q-50 25 -50 -20 Z"/><path d="M-50 -55 H-80 Q-85 -10 -45 0 M50 -55 H80 Q85 -10 45 0" fill="none" stroke="#fff" stroke-width="7"/>
    <rect x="-8" y="30" width="16" height="25"/><rect x="-40" y="55" width="80" height="16" rx="4"/>`,
  leaf: `<path d="M-80 70 Q-90 -60 80 -75 Q75 60 -80 70 Z"/><path d="M-80 70 Q0 0 50 -45" stroke-width="6" fill="none" stroke-opacity="0.6"/>`,
  music: `<path d="M-40 -60 L60 -80 V40" fill="none" stroke="#fff" stroke-width="9"/><path d="M-40 -60 V60" stroke="#fff" stroke-width="9"/>
    <ellipse cx="-58" cy="60" rx="22" ry="16"/><ellipse cx="42" cy="40" rx="22" ry="16"/>`,
  globe: `<circle r="75" fill="none" stroke="#fff" stroke-width="7"/><ellipse rx="32" ry="75" fill="none" stroke="#fff" stroke-width="6"/>
    <path d="M-75 0 H75 M-65 -38 H65 M-65 38 H65" stroke="#fff" stroke-width="5"/>`,
  bell: `<path d="M-60 40 Q-50 30 -50 -10 Q-50 -65 0 -70 Q50 -65 50 -10 Q50 30 60 40 Z"/><circle cy="58" r="14"/><rect x="-6" y="-88" width="12" height="20" rx="5"/>`,
  run: `<circle cx="20" cy="-65" r="16"/><path d="M-40 -20 L5 -40 L30 0 L60 10 M5 -40 L-10 20 L-45 70 M-10 20 L30 40 L35 75" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
  cap: `<path d="M-100 -20 L0 -65 L100 -20 L0 25 Z"/><path d="M-60 0 V45 Q0 75 60 45 V0" fill="none" stroke="#fff" stroke-width="8"/><path d="M85 -15 V45" stroke="#fff" stroke-width="5"/><circle cx="85" cy="50" r="8"/>`,
}
export const MOTIF_NAMES = Object.keys(MOTIFS)

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

function gradient(id: string, palette: Palette): string {
  const [from, to] = PALETTES[palette]
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
}

function decorations(width: number, height: number, seed: number): string {
  const circles = []
  for (let i = 0; i < 6; i += 1) {
    const x = (((seed * 37 + i * 113) % 100) / 100) * width
    const y = (((seed * 53 + i * 71) % 100) / 100) * height
    const r = 20 + ((seed + i * 29) % 60)
    circles.push(
      `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r}" fill="#fff" fill-opacity="${(0.05 + (i % 3) * 0.03).toFixed(2)}"/>`,
    )
  }
  return circles.join('')
}

function coverSvg(palette: Palette, motif: string, width = 640, height = 360): string {
  const seed = motif.length * 7 + Object.keys(PALETTES).indexOf(palette) * 13
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>${gradient('g', palette)}</defs><rect width="${width}" height="${height}" fill="url(#g)"/>${decorations(width, height, seed)}
  <g transform="translate(${width / 2} ${height / 2}) scale(${(height / 320).toFixed(2)})" fill="#fff">${MOTIFS[motif] ?? MOTIFS.building}</g></svg>`
}

export interface SlideSpec {
  palette: Palette
  motif: string
  title: string
  subtitle: string
}
export const SLIDES: SlideSpec[] = [
  { palette: 'red', motif: 'cap', title: '2026 级新生开学典礼', subtitle: '6800 余名新同学开启大学生活' },
  { palette: 'blue', motif: 'flask', title: '储能材料研究新突破', subtitle: '成果发表于《自然·通讯》' },
  { palette: 'green', motif: 'run', title: '秋季运动会', subtitle: '11 月 28 日 · 东区田径场' },
  { palette: 'purple', motif: 'music', title: '“一二·九”合唱比赛', subtitle: '唱响青春 · 礼赞时代' },
]

function slideSvg(spec: SlideSpec): string {
  const width = 750
  const height = 300
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>${gradient('g', spec.palette)}</defs><rect width="${width}" height="${height}" fill="url(#g)"/>${decorations(width, height, spec.title.length)}
  <g transform="translate(585 150) scale(0.95)" fill="#fff" fill-opacity="0.9">${MOTIFS[spec.motif]}</g>
  <text x="48" y="140" font-family="${FONT}" font-size="46" font-weight="bold" fill="#fff">${escapeXml(spec.title)}</text>
  <text x="50" y="195" font-family="${FONT}" font-size="26" fill="#fff" fill-opacity="0.9">${escapeXml(spec.subtitle)}</text></svg>`
}

export interface ServiceIconSpec {
  palette: Palette
  glyph: string
}
function serviceIconSvg(spec: ServiceIconSpec): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
  <defs>${gradient('g', spec.palette)}</defs><rect width="128" height="128" rx="30" fill="url(#g)"/>
  <circle cx="100" cy="26" r="30" fill="#fff" fill-opacity="0.12"/>
  <text x="64" y="84" text-anchor="middle" font-family="${FONT}" font-size="56" font-weight="bold" fill="#fff">${escapeXml(spec.glyph)}</text></svg>`
}

/** Icons of the recommended services (index = n in `service-<n>`). */
export const SERVICE_ICONS: ServiceIconSpec[] = [
  { palette: 'blue', glyph: '课' },
  { palette: 'red', glyph: '成' },
  { palette: 'green', glyph: '图' },
  { palette: 'amber', glyph: '卡' },
  { palette: 'teal', glyph: '网' },
  { palette: 'purple', glyph: '修' },
  { palette: 'red', glyph: '假' },
  { palette: 'blue', glyph: '室' },
  { palette: 'green', glyph: '医' },
  { palette: 'amber', glyph: '证' },
]

function popupSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
  <defs>${gradient('g', 'red')}</defs><rect width="600" height="800" rx="24" fill="url(#g)"/>${decorations(600, 800, 5)}
  <g transform="translate(300 260) scale(1.3)" fill="#fff">${MOTIFS.cap}</g>
  <text x="300" y="500" text-anchor="middle" font-family="${FONT}" font-size="54" font-weight="bold" fill="#fff">欢迎 2026 级新同学</text>
  <text x="300" y="570" text-anchor="middle" font-family="${FONT}" font-size="28" fill="#fff" fill-opacity="0.92">新生入学指南 · 报到流程 · 校园服务</text>
  <rect x="180" y="640" width="240" height="70" rx="35" fill="#fff"/>
  <text x="300" y="686" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="bold" fill="#C8402A">立即查看</text></svg>`
}

function floatSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
  <defs>${gradient('g', 'red')}</defs><circle cx="60" cy="60" r="58" fill="url(#g)"/>
  <g transform="translate(60 50) scale(0.32)" fill="#fff">${MOTIFS.bell}</g>
  <text x="60" y="98" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="bold" fill="#fff">迎新</text></svg>`
}

/** Breaks a Chinese title into lines of at most `size` characters (no word spaces to break at). */
function lines(text: string, size: number): string[] {
  const out: string[] = []
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size))
  return out.slice(0, 3)
}

/** The figure of one demo article: its column's colours, a motif of its own and its title as the caption. */
function figureSvg(column: number, index: number): string | undefined {
  const col = COLUMNS[column]
  const article = col?.articles[index]
  if (!col || !article) return undefined
  const palettes = Object.keys(PALETTES) as Palette[]
  const palette = palettes[(palettes.indexOf(col.palette) + index) % palettes.length]!
  const motif = col.motifs[index % col.motifs.length]!
  const width = 800
  const height = 450
  const caption = lines(article.title, 14)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>${gradient('g', palette)}</defs><rect width="${width}" height="${height}" fill="url(#g)"/>${decorations(width, height, column * 16 + index)}
  <g transform="translate(640 170) scale(0.9)" fill="#fff" fill-opacity="0.85">${MOTIFS[motif] ?? MOTIFS.building}</g>
  <text x="48" y="70" font-family="${FONT}" font-size="24" fill="#fff" fill-opacity="0.85">${escapeXml(`${col.name} · ${article.dept}`)}</text>
  ${caption.map((line, i) => `<text x="48" y="${300 + i * 52 - (caption.length - 1) * 26}" font-family="${FONT}" font-size="40" font-weight="bold" fill="#fff">${escapeXml(line)}</text>`).join('')}
  </svg>`
}

function svgFor(name: string): string | undefined {
  const parts = name.split('-')
  if (parts[0] === 'figure' && parts.length === 3 && /^\d{1,2}$/.test(parts[1] ?? '') && /^\d{1,2}$/.test(parts[2] ?? '')) {
    return figureSvg(Number(parts[1]), Number(parts[2]))
  }
  if ((parts[0] === 'cover' || parts[0] === 'inline') && parts.length === 3) {
    const palette = parts[1] as Palette
    if (!(palette in PALETTES) || !MOTIFS[parts[2] ?? '']) return undefined
    return parts[0] === 'cover' ? coverSvg(palette, parts[2]!) : coverSvg(palette, parts[2]!, 800, 450)
  }
  // Service-centre icons: `glyph-<palette>-<code point in hex>` (one CJK character on the palette).
  if (parts[0] === 'glyph' && parts.length === 3 && /^[0-9a-f]{4,5}$/.test(parts[2] ?? '')) {
    const palette = parts[1] as Palette
    if (!(palette in PALETTES)) return undefined
    return serviceIconSvg({ palette, glyph: String.fromCodePoint(parseInt(parts[2]!, 16)) })
  }
  if (parts.length !== 2 || !/^\d{1,2}$/.test(parts[1] ?? '')) return undefined
  const index = Number(parts[1])
  if (parts[0] === 'slide') return SLIDES[index] ? slideSvg(SLIDES[index]) : undefined
  if (parts[0] === 'service') return SERVICE_ICONS[index] ? serviceIconSvg(SERVICE_ICONS[index]) : undefined
  if (parts[0] === 'popup' && index === 1) return popupSvg()
  if (parts[0] === 'float' && index === 1) return floatSvg()
  return undefined
}

/** How a demo image is sent: PNG for anyone, WebP (about a third of the bytes) for clients that accept it. */
export type CmsImageFormat = 'png' | 'webp'

const rendered = new Map<string, Promise<Buffer | undefined>>()

/**
 * A demo image by name in the given format (rendered once per process), or undefined for an unknown name. WebP at
 * quality 80: the slides' gradients and captions look the same and the first slide, the home's largest image,
 * goes from 35 to 13 KB.
 */
export async function cmsImageFile(name: string, format: CmsImageFormat = 'png'): Promise<Buffer | undefined> {
  if (name.length > 40 || !/^[a-z0-9-]+$/.test(name)) return undefined
  const key = `${name}.${format}`
  let image = rendered.get(key)
  if (!image) {
    const svg = svgFor(name)
    if (!svg) return undefined
    const picture = sharp(Buffer.from(svg))
    image = (format === 'webp' ? picture.webp({ quality: 80 }) : picture.png({ compressionLevel: 9 })).toBuffer()
    rendered.set(key, image)
  }
  return await image
}

/** Root-relative URL of a demo image (made absolute in answers). */
export const cmsImage = (name: string): string => `/portal-api/v1/cms/images/${name}.png`

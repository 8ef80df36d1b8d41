// Draws the tab-bar icons (normal and selected) as 81×81 PNGs and as SVGs from the SVG shapes below.
// Run once after changing a shape: node scripts/make-icons.mjs
// Palette PNGs (16 colours: one ink and its anti-aliased edges) are half the size of true-colour ones; the
// mini-program packs them in its main package (its tab bar takes PNG or JPG only). The H5 build inlines the SVGs in
// its first script (src/routes/tab-icons.ts): all ten are 0.7 KB gzip there, the PNGs were 4.8 KB.
import sharp from 'sharp'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/assets/tabbar')
const NORMAL = '#3A3C40'
const SELECTED = '#ED663F'
const PNG = { palette: true, colours: 16, compressionLevel: 9, effort: 10 }

const shapes = {
  home: '<path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z"/>',
  service:
    '<rect x="3" y="3" width="7.5" height="7.5" rx="1.5"/><rect x="13.5" y="3" width="7.5" height="7.5" rx="1.5"/><rect x="3" y="13.5" width="7.5" height="7.5" rx="1.5"/><circle cx="17.25" cy="17.25" r="3.75"/>',
  message: '<path d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4V5a1 1 0 0 1 1-1z"/><path d="M8 9h8M8 12.5h5"/>',
  schedule: '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/><path d="M7.5 14h3v3h-3z"/>',
  my: '<circle cx="12" cy="8" r="4.5"/><path d="M3.5 21c.8-4.5 4.3-7 8.5-7s7.7 2.5 8.5 7"/>',
}

function svg(shape, colour, filled) {
  const fill = filled ? colour : 'none'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="81" height="81" viewBox="0 0 24 24" fill="${fill}" stroke="${colour}" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round">${shape}</svg>`
}

for (const [name, shape] of Object.entries(shapes)) {
  const normal = svg(shape, NORMAL, false)
  fs.writeFileSync(path.join(out, `${name}.svg`), normal + '\n')
  await sharp(Buffer.from(normal))
    .png(PNG)
    .toFile(path.join(out, `${name}.png`))
  // Selected icons are filled; the inner strokes stay visible in white.
  const selected = svg(shape, SELECTED, true)
    .replace(/<path d="M8 9h8M8 12.5h5"\/>/, '<path d="M8 9h8M8 12.5h5" stroke="#fff"/>')
    .replace('<path d="M3 10h18M8 3v4M16 3v4"/>', '<path d="M3 10h18" stroke="#fff"/><path d="M8 3v4M16 3v4"/>')
    .replace('<path d="M7.5 14h3v3h-3z"/>', '<path d="M7.5 14h3v3h-3z" fill="#fff" stroke="#fff"/>')
  fs.writeFileSync(path.join(out, `${name}-active.svg`), selected + '\n')
  await sharp(Buffer.from(selected))
    .png(PNG)
    .toFile(path.join(out, `${name}-active.png`))
}
console.log('tab icons written to', out)

import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

export const assetsDir = path.resolve(import.meta.dirname, '..', '..', '..', 'assets')

const TAB_COLOR = '#3A3C40'
const TAB_ACTIVE_COLOR = '#ED663F'
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const rendered = new Map<string, Promise<Buffer | undefined>>()

/** Renders `server/assets/<name>.svg` to PNG; `tab-x-active` is `tab-x` in the selected colour. */
async function render(name: string): Promise<Buffer | undefined> {
  const active = name.startsWith('tab-') && name.endsWith('-active')
  const file = path.join(assetsDir, `${active ? name.slice(0, -'-active'.length) : name}.svg`)
  let svg: string
  try {
    svg = await fs.readFile(file, 'utf8')
  } catch {
    return undefined
  }
  svg = svg.replaceAll('{{color}}', active ? TAB_ACTIVE_COLOR : TAB_COLOR)
  const size = name === 'favicon' ? 64 : undefined
  const image = sharp(Buffer.from(svg))
  return await (size ? image.resize(size, size) : image).png({ compressionLevel: 9, palette: true }).toBuffer()
}

export async function assetPng(name: string): Promise<Buffer | undefined> {
  if (!NAME.test(name) || name.length > 64) return undefined
  let image = rendered.get(name)
  if (!image) {
    image = render(name)
    rendered.set(name, image)
  }
  const png = await image
  if (!png) rendered.delete(name)
  return png
}

import { readFileSync } from 'fs'
import { join } from 'path'
import { LAYERS, OVERLAY_OPACITY } from '@/styles/layers'

const scss = readFileSync(join(__dirname, '../../styles/layers.scss'), 'utf8')
const scssValue = (name: string) => {
  const m = new RegExp(`\\$${name}:\\s*([\\d.]+);`).exec(scss)
  return m ? Number(m[1]) : undefined
}
const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

describe('stacking layers', () => {
  it('match the spec (§9): toast over no-network over popup over mask over navbar over sticky parts', () => {
    expect(LAYERS).toEqual({
      toast: 10090,
      noNetwork: 10080,
      popup: 10075,
      mask: 10070,
      navbar: 980,
      topTips: 975,
      sticky: 970,
      indexListSticky: 965,
    })
    expect(OVERLAY_OPACITY).toBe(0.5)
    const order = Object.values(LAYERS)
    expect([...order].sort((a, b) => b - a)).toEqual(order)
  })

  it('are the same numbers in layers.scss and layers.ts', () => {
    for (const [name, value] of Object.entries(LAYERS)) {
      expect([name, scssValue(`layer-${kebab(name)}`)]).toEqual([name, value])
    }
    expect(scssValue('overlay-opacity')).toBe(OVERLAY_OPACITY)
  })
})

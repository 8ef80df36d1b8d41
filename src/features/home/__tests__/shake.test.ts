import { ShakeDetector } from '@/features/home/shake'

describe('ShakeDetector', () => {
  it('fires on a sharp change and not on small motion', () => {
    const d = new ShakeDetector(1.4, 2000)
    expect(d.push({ x: 0, y: 0, z: 1 }, 0)).toBe(false)
    expect(d.push({ x: 0.1, y: 0.1, z: 1 }, 100)).toBe(false)
    expect(d.push({ x: 1.5, y: -0.8, z: 0.2 }, 200)).toBe(true)
  })

  it('fires once per cooldown', () => {
    const d = new ShakeDetector(1.4, 2000)
    d.push({ x: 0, y: 0, z: 1 }, 0)
    expect(d.push({ x: 2, y: 0, z: 1 }, 100)).toBe(true)
    expect(d.push({ x: -1, y: 0, z: 1 }, 300)).toBe(false)
    expect(d.push({ x: 2, y: 0, z: 1 }, 2500)).toBe(true)
  })
})

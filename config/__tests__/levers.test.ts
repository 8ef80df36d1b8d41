/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'
import { H5_LEVERS, leverOn, leversOff, WEAPP_LEVERS } from '../levers'

describe("the build's levers", () => {
  it('are all on unless PORTAL_LEVERS_OFF names them', () => {
    expect(leverOn('entry-yield', {})).toBe(true)
    expect(leverOn('entry-yield', { PORTAL_LEVERS_OFF: 'compile-hints, entry-yield' })).toBe(false)
    expect(leverOn('compile-hints', { PORTAL_LEVERS_OFF: 'entry-yield' })).toBe(true)
    expect([...leversOff({ PORTAL_LEVERS_OFF: ' drop-rtl ,,weapp-terser' })]).toEqual(['drop-rtl', 'weapp-terser'])
  })

  it('refuse a name that is no lever (a typo would measure nothing)', () => {
    expect(() => leversOff({ PORTAL_LEVERS_OFF: 'entry-yeild' })).toThrow('no lever named entry-yeild')
  })

  it('each switch one place of the build configuration, and every switch is listed', () => {
    const config = ['index.ts', 'h5-optimization.ts'].map((f) => fs.readFileSync(path.join(__dirname, '..', f), 'utf8')).join('\n')
    const switched = new Set([...config.matchAll(/leverOn\('([^']+)'\)/g)].map((m) => m[1]))
    expect([...switched].sort()).toEqual([...new Set([...Object.keys(H5_LEVERS), ...Object.keys(WEAPP_LEVERS)])].sort())
  })
})

/** @jest-environment node */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../../..')

describe('docs/features.md', () => {
  it('is what scripts/feature-index.mjs writes from the route table, the api files and the server (run it and commit)', () => {
    const fresh = execFileSync(process.execPath, [path.join(ROOT, 'scripts/feature-index.mjs'), '--print'], { encoding: 'utf8' })
    expect(fs.readFileSync(path.join(ROOT, 'docs/features.md'), 'utf8')).toBe(fresh)
  })

  it('traces the leave application from its pages to the workflow tables', () => {
    const text = fs.readFileSync(path.join(ROOT, 'docs/features.md'), 'utf8')
    const tasks = text.slice(text.indexOf('## tasks'), text.indexOf('\n## ', text.indexOf('## tasks') + 1))
    expect(tasks).toContain('msgCenter/pages/task/applicationDetail')
    expect(tasks).toMatch(/workflow\/workflow-start\.ts/)
    expect(tasks).toMatch(/flow_applications/)
  })
})

/**
 * 长辈模式's plainer wording (lib/plain-words.ts): our own words change with the switch, the spec's and the
 * server's never do, and every plainer wording is our own text (the table names no spec label).
 */
import fs from 'fs'
import path from 'path'
import { autorun } from 'mobx'
import { applyElderMode } from '@/lib/elder-mode'
import { plain, plainWordings } from '@/lib/plain-words'

afterEach(() => applyElderMode(false))

describe('plain words', () => {
  it('gives plainer words only in 长辈模式', () => {
    expect(plain('暂无数据')).toBe('暂无数据')
    applyElderMode(true)
    expect(plain('暂无数据')).toBe('这里还没有内容')
    expect(plain('免打扰')).toBe('不提醒')
    // A text without plainer words, such as a server's message, stays as it came.
    expect(plain('服务“一卡通”已停用')).toBe('服务“一卡通”已停用')
  })

  it('is observable: an observer reading it follows the switch', () => {
    const seen: string[] = []
    const stop = autorun(() => seen.push(plain('清除缓存')))
    applyElderMode(true)
    applyElderMode(false)
    stop()
    expect(seen).toEqual(['清除缓存', '清理临时文件', '清除缓存'])
  })

  it("rewords only our own text: none of the spec's labels and every entry used in the source", () => {
    // The spec's page titles (test/spec-routes.txt: `<route> [tab] [title]`).
    const titles = new Set(
      fs
        .readFileSync(path.join(__dirname, '../../../test/spec-routes.txt'), 'utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
        .flatMap((line) => line.split(/\s+/).slice(1))
        .filter((word) => word !== 'tab'),
    )
    expect(titles.has('编辑日程')).toBe(true)
    const source = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) return entry.name === '__tests__' ? [] : source(full)
        return /\.(ts|tsx)$/.test(entry.name) && !full.endsWith('plain-words.ts') ? [fs.readFileSync(full, 'utf8')] : []
      })
    const code = source(path.join(__dirname, '../..')).join('\n')
    for (const [usual, plainer] of plainWordings()) {
      expect(plainer).not.toBe(usual)
      expect(titles.has(usual)).toBe(false)
      // Said in the source (as a string or in TEXT), so that the entry is not a dead one.
      expect(code.includes(`'${usual}'`) || code.includes(`"${usual}"`)).toBe(true)
    }
  })
})

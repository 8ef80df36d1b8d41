import fs from 'node:fs'
import path from 'node:path'
import { allRoutes, packageOf, routes, tabRoutes, type RouteDef } from '../route-table'
import { mainPages, preloadRule, subPackages, tabBar } from '../app-config'
import { h5CustomRoutes } from '../h5-routes'
import { urlOf } from '../nav'
import { expectedPageConfigs } from '../page-config-files'
import { pageConfigOf } from '../page-config'
import { readSpecRoutes } from '../../../test/audit/spec-routes'

const SRC = path.resolve(__dirname, '../..')

/** Every page file: a .tsx with a sibling .config.ts (Taro's page shape). */
function pageFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__' && entry.name !== 'node_modules') pageFiles(p, out)
    } else if (entry.name.endsWith('.config.ts') && entry.name !== 'app.config.ts') {
      out.push(path.relative(SRC, p).replace(/\.config\.ts$/, ''))
    }
  }
  return out
}

const specRoutes = () => readSpecRoutes()

describe('route table', () => {
  it('has a page file (component and config) for every entry', () => {
    for (const r of allRoutes) {
      expect([r.path, fs.existsSync(path.join(SRC, r.path + '.tsx'))]).toEqual([r.path, true])
      expect([r.path, fs.existsSync(path.join(SRC, r.path + '.config.ts'))]).toEqual([r.path, true])
    }
  })

  it('has an entry for every page file', () => {
    const declared = new Set(allRoutes.map((r) => r.path))
    for (const page of pageFiles(SRC)) expect([page, declared.has(page)]).toEqual([page, true])
  })

  it('has every page config generated from the table (npm run gen:pages)', () => {
    for (const { file, text } of expectedPageConfigs()) {
      const abs = path.join(SRC, file)
      expect([file, fs.existsSync(abs) && fs.readFileSync(abs, 'utf8')]).toEqual([file, text])
    }
  })

  it('turns page options into mini-program page config', () => {
    expect(pageConfigOf('my')).toEqual({ navigationBarTitleText: '我的', enablePageMeta: true, enablePullDownRefresh: false })
    expect(pageConfigOf('home')).toMatchObject({ enablePullDownRefresh: true, backgroundTextStyle: 'dark' })
    expect(pageConfigOf('personaltodo')).toMatchObject({ navigationBarTitleText: '个人待办', onReachBottomDistance: 150 })
    expect(pageConfigOf('newsList')).toMatchObject({ onReachBottomDistance: 50 })
    expect(pageConfigOf('newsDetail')).toMatchObject({ enableShareAppMessage: true, enableShareTimeline: true })
    expect(pageConfigOf('previewImage')).toMatchObject({ navigationStyle: 'custom' })
  })

  it('uses unique paths', () => {
    const paths = allRoutes.map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('agrees with the spec: package, title and tab of every route it holds', () => {
    const spec = new Map(specRoutes().map((s) => [s.route, s]))
    for (const r of allRoutes) {
      if (r.platform === 'h5') {
        for (const alias of r.aliases ?? []) expect(spec.get(alias.slice(1))?.pkg).toBe('system')
        continue
      }
      const s = spec.get(r.path)
      expect([r.path, !!s]).toEqual([r.path, true])
      expect([r.path, packageOf(r.path)]).toEqual([r.path, s!.pkg])
      if (s!.title) expect([r.path, r.title]).toEqual([r.path, s!.title])
      expect([r.path, typeof r.tab === 'number']).toEqual([r.path, s!.tab])
    }
  })

  it('puts the five spec tabs in the bar, in order, with the spec colours', () => {
    const specTabs = specRoutes()
      .filter((s) => s.tab)
      .map((s) => s.route)
    expect(tabRoutes.map((r) => r.path)).toEqual(specTabs)
    const bar = tabBar()
    expect(bar.color).toBe('#3A3C40')
    expect(bar.selectedColor).toBe('#ED663F')
    expect(bar.backgroundColor.toLowerCase()).toBe('#ffffff')
    expect(bar.list.map((t) => t.pagePath)).toEqual(specTabs)
    expect(bar.list[3].text).toBe('日程中心')
  })

  it('ships tab icons as local PNGs under 40 KB', () => {
    for (const item of tabBar('weapp').list) {
      for (const icon of [item.iconPath, item.selectedIconPath]) {
        const file = path.join(SRC, icon)
        expect(fs.existsSync(file)).toBe(true)
        expect(fs.statSync(file).size).toBeLessThanOrEqual(40 * 1024)
        expect(fs.readFileSync(file).subarray(1, 4).toString()).toBe('PNG')
      }
    }
  })

  it('draws the same tab icons as SVGs on H5 (inlined in the first script), each beside its PNG', () => {
    const weapp = tabBar('weapp').list
    tabBar('h5').list.forEach((item, i) => {
      for (const [icon, png] of [
        [item.iconPath, weapp[i].iconPath],
        [item.selectedIconPath, weapp[i].selectedIconPath],
      ]) {
        expect(icon).toBe(png.replace(/\.png$/, '.svg'))
        const text = fs.readFileSync(path.join(SRC, icon), 'utf8')
        expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="81" height="81" /)
        expect(text.length).toBeLessThan(1024)
      }
    })
  })

  it('builds app.config pages and sub-packages from the table', () => {
    const weapp = mainPages('weapp')
    expect(weapp.slice(0, 5)).toEqual(tabRoutes.map((r) => r.path))
    expect(weapp.some((p) => p.startsWith('pages/system/'))).toBe(false)
    expect(mainPages('h5')).toContain(routes.previewImage.path)
    for (const sp of subPackages('weapp')) {
      for (const p of sp.pages) expect(packageOf(`${sp.root}/${p}`)).toBe(sp.root)
    }
    for (const [page, rule] of Object.entries(preloadRule('weapp'))) {
      expect(tabRoutes.map((r) => r.path)).toContain(page)
      expect(rule.packages.length).toBeGreaterThan(0)
    }
  })

  it('maps / to the entry page and the system pages to their spec addresses in H5', () => {
    const custom = h5CustomRoutes()
    // The page's own path stays reachable (Taro drops it once a page has custom routes).
    expect(custom['/pages/h5/index']).toEqual(['/', '/pages/h5/index'])
    expect(custom['/' + routes.previewImage.path]).toEqual(['/preview-image', '/' + routes.previewImage.path])
    expect(custom['/' + routes.chooseLocation.path]).toEqual(['/choose-location', '/' + routes.chooseLocation.path])
    expect(custom['/' + routes.openLocation.path]).toEqual(['/open-location', '/' + routes.openLocation.path])
  })

  it('builds page addresses only from the table', () => {
    expect(urlOf('home')).toBe('/pages/tab/index/index')
    expect(urlOf('previewImage', { urls: '["/a.png"]', current: 0 })).toBe(
      '/pages/system/preview-image?urls=%5B%22%2Fa.png%22%5D&current=0',
    )
    expect(urlOf(routes.previewImage as RouteDef, { urls: '[]', empty: '' })).toBe('/pages/system/preview-image?urls=%5B%5D')
    // @ts-expect-error a route takes only the parameters its table entry lists
    expect(urlOf('handleRecord', { id: 1, other: 2 })).toContain('other=2')
    // @ts-expect-error a route without parameters takes none
    expect(urlOf('myFavorite', { id: 1 })).toContain('id=1')
  })

  it('lists every parameter a page reads, so nav.to(name, params) is typed by it', () => {
    const reads = /\b(?:params|router\.params|useRouter\(\)\.params)\.([a-zA-Z]+)/g
    for (const [name, def] of Object.entries(routes) as [string, RouteDef][]) {
      const file = path.join(SRC, def.path + '.tsx')
      const read = new Set([...fs.readFileSync(file, 'utf8').matchAll(reads)].map((m) => m[1]))
      const declared = new Set([
        ...(def.params ?? []),
        ...(def.allowedParams ?? []),
        'isHideTabbar',
        'isHideReturnBtn',
        'noLogin',
        'serviceInfo',
      ])
      for (const p of read) expect([name, p, declared.has(p)]).toEqual([name, p, true])
    }
  })
})

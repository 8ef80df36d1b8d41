// axe-core in the page, shared by the accessibility and dark-mode tests. The page must allow an injected script
// (bypassCSP: the portal's Content-Security-Policy would refuse it; the policy is tested elsewhere).
import fs from 'node:fs'
import path from 'node:path'
import axeCore from 'axe-core'
import { closeHomePopup, explainFailure, newPhonePage, ROOT, signIn } from './harness.mjs'

/**
 * Left out of every check, each for a stated reason (test/e2e/accessibility.test.mjs): the selected tab label's colour
 * (the spec fixes it, and the tab is also bold and aria-selected); the greyed days of the neighbouring months and the
 * labels of disabled checkboxes (inactive: WCAG 1.4.3 exempts them).
 */
export const EXCLUDED = ['.weui-bar__item_on .weui-tabbar__label', '.nut-calendar-day-disabled', '.nut-checkbox-label-disabled']
/** Violations counted whatever impact axe gives them: a viewport that stops zooming fails WCAG 1.4.4 (axe: moderate). */
const ALWAYS = ['meta-viewport']

/**
 * The page's violations, one line each with up to three of the elements concerned (and, for contrast, the colours
 * and ratio). By default the serious and critical ones of WCAG 2.1 A/AA and best practice; `rules` runs only those
 * rules and counts every violation of them.
 */
export async function axeViolations(page, { rules } = {}) {
  await page.addScriptTag({ content: axeCore.source })
  return page.evaluate(
    async ({ excluded, always, rules }) => {
      const result = await window.axe.run(
        { exclude: excluded.map((selector) => [selector]) },
        {
          resultTypes: ['violations'],
          runOnly: rules
            ? { type: 'rule', values: rules }
            : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        },
      )
      return result.violations
        .filter((v) => rules || v.impact === 'serious' || v.impact === 'critical' || always.includes(v.id))
        .map(
          (v) =>
            `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes
              .slice(0, 3)
              .map((n) => {
                const contrast = n.any.find((check) => check.id === 'color-contrast')?.data
                return n.html.slice(0, 120) + (contrast ? ` [${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio}]` : '')
              })
              .join(' | ')}`,
        )
    },
    { excluded: EXCLUDED, always: ALWAYS, rules },
  )
}

/** Every route of the one route table (src/routes/route-table.ts), grouped by its first path segment. */
export function routeGroups() {
  const groups = {}
  for (const [, route] of fs.readFileSync(path.join(ROOT, 'src/routes/route-table.ts'), 'utf8').matchAll(/\w+: \{\s*path: '([^']+)'/g)) {
    ;(groups[route.split('/')[0]] ??= []).push(route)
  }
  return groups
}

/**
 * Opens each route signed in as `username`, waits for its content, runs axe on it and prints one line per route (the
 * per-route report); answers the routes with serious or critical violations, each with its findings.
 */
export async function auditRoutes(browser, baseUrl, username, routes) {
  // bypassCSP: axe is injected as a script the portal's Content-Security-Policy would refuse (the policy is tested elsewhere).
  const page = await newPhonePage(browser, { viewport: { width: 375, height: 760 }, bypassCSP: true })
  await signIn(page, baseUrl, username)
  const failures = []
  for (const route of routes) {
    await explainFailure(page, `axe-${username}-${route.replace(/[/?=]/g, '-')}`, async () => {
      await page.goto(`${baseUrl}/${route}`)
      await page.locator('.taro_page:not([style*="display: none"])').first().waitFor()
      // Lists and counts arrive after the first frame; the home's pop-up is closed as a reader would.
      await page.waitForLoadState('networkidle')
      await closeHomePopup(page, 500)
      const found = await axeViolations(page)
      console.log(`axe ${username} /${route}: ${found.length ? found.length + ' serious/critical' : '0 serious/critical'}`)
      for (const line of found) console.log(`  ${line}`)
      if (found.length) failures.push(`/${route}:\n  ${found.join('\n  ')}`)
    })
  }
  await page.context().close()
  return failures
}

// axe-core in the page, shared by the accessibility and dark-mode tests. The page must allow an injected script
// (bypassCSP: the portal's Content-Security-Policy would refuse it; the policy is tested elsewhere).
import axeCore from 'axe-core'

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

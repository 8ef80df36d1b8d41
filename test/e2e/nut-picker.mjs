// NutUI's picker driven as a finger drives it, for the browser tests that fill date and choice fields on H5.

/**
 * Turns one column of the open NutUI picker by `lines` rows (negative: earlier values) with a slow drag of as many
 * rows as it draws (44 px at the usual text size, more at a larger one).
 */
export async function turnPicker(page, column, lines) {
  await page.locator('.nut-pickerview-roller').filter({ visible: true }).nth(column).waitFor()
  await page.waitForTimeout(300)
  await page.evaluate(
    async ({ column, lines }) => {
      const rollers = [...document.querySelectorAll('.nut-pickerview-roller')].filter((el) => el.offsetParent !== null)
      const roller = rollers[column]
      const touch = (type, y) => {
        const event = new Event(type, { bubbles: true, cancelable: true })
        const point = { clientX: 10, clientY: y, pageX: 10, pageY: y, screenX: 10, screenY: y }
        Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : [point] })
        Object.defineProperty(event, 'changedTouches', { value: [point] })
        roller.dispatchEvent(event)
      }
      const line = roller.querySelector('.nut-pickerview-roller-item-active')?.getBoundingClientRect().height || 44
      // A finger stops a little short and the roller snaps to the row: a drag that ends exactly on a row leaves NutUI
      // no snap whose end it hears, and the value is not taken.
      const distance = (lines - Math.sign(lines) * 0.2) * line
      touch('touchstart', 300)
      for (let i = 1; i <= 10; i++) {
        await new Promise((r) => setTimeout(r, 50))
        touch('touchmove', 300 - (distance * i) / 10)
      }
      await new Promise((r) => setTimeout(r, 100))
      touch('touchend', 300 - distance)
    },
    { column, lines },
  )
  await page.waitForTimeout(400)
}

/**
 * Turns the open date-time picker (year, month, day, hour, minute; opened at the current minute) to `days` days from
 * today. The day column lists only its month's days (turned past the end it stops at the last), so a date in the
 * next month or year is reached through those columns first.
 */
export async function pickDaysAhead(page, days) {
  const today = new Date()
  const target = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days)
  const years = target.getFullYear() - today.getFullYear()
  const months = target.getMonth() - today.getMonth()
  if (years !== 0) await turnPicker(page, 0, years)
  if (months !== 0) await turnPicker(page, 1, months)
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate()
  const shown = Math.min(today.getDate(), lastDay)
  if (target.getDate() !== shown) await turnPicker(page, 2, target.getDate() - shown)
}

export const confirmPicker = (page) => page.locator('.nut-picker-confirm-btn').filter({ visible: true }).first().click()

import { startKeyboardAccess } from '../keyboard-access.h5'

describe('keyboard access in H5 (keyboard-access.h5.ts)', () => {
  let stop: () => void
  beforeEach(() => {
    document.body.innerHTML = ''
    stop = startKeyboardAccess()
  })
  afterEach(() => stop())

  const key = (target: Element, name: string) =>
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }))

  it('Enter and Space press a View that says it is a button or a radio; other keys and plain Views do nothing', () => {
    const clicks: string[] = []
    document.body.innerHTML =
      '<div id="b" role="button" tabindex="0"></div><div id="r" role="radio" tabindex="0"></div><div id="p" tabindex="0"></div>'
    for (const id of ['b', 'r', 'p']) document.getElementById(id)!.addEventListener('click', () => clicks.push(id))
    key(document.getElementById('b')!, 'Enter')
    key(document.getElementById('r')!, ' ')
    key(document.getElementById('b')!, 'a')
    key(document.getElementById('p')!, 'Enter')
    expect(clicks).toEqual(['b', 'r'])
  })

  it("makes Taro's page box, the calendar's months and NutUI's tab titles focusable as they appear", async () => {
    const page = document.createElement('div')
    page.className = 'taro_page'
    page.innerHTML =
      '<div class="nut-tabs-titles-item">学校要闻</div><div class="nut-calendar-content"><div class="nut-calendar-day">15</div></div>'
    document.body.append(page)
    await Promise.resolve()
    expect(page.getAttribute('tabindex')).toBe('0')
    const title = page.querySelector('.nut-tabs-titles-item')!
    expect(title.getAttribute('tabindex')).toBe('0')
    expect(title.getAttribute('role')).toBe('button')
    expect(page.querySelector('.nut-calendar-content')!.getAttribute('tabindex')).toBe('0')
    const day = page.querySelector('.nut-calendar-day')!
    expect(day.getAttribute('role')).toBe('button')
    expect(day.getAttribute('tabindex')).toBe('0')
  })

  it("makes Taro's H5 Button (a custom element) a focusable button that Enter presses", async () => {
    const button = document.createElement('taro-button-core')
    button.textContent = '退出登录'
    let pressed = 0
    button.addEventListener('click', () => (pressed += 1))
    document.body.append(button)
    await Promise.resolve()
    expect(button.getAttribute('role')).toBe('button')
    expect(button.getAttribute('tabindex')).toBe('0')
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))
    expect(pressed).toBe(1)
  })
})

describe('arrow keys in the month calendar (calendar-keys.h5.ts)', () => {
  let stop: () => void
  afterEach(() => stop())

  // Two months as NutUI draws them: November 2026 starts on a Sunday (six fillers, Monday first), December on a
  // Tuesday (Monday 30 November as a greyed filler).
  const month = (fillers: number[], days: number) =>
    '<div class="nut-calendar-days">' +
    [
      ...fillers.map((d) => `<div class="nut-calendar-day nut-calendar-day-disabled" data-key="f${d}">`),
      ...Array.from({ length: days }, (_, i) => `<div class="nut-calendar-day" data-key="${i + 1}">`),
    ]
      .map(
        (open) => `${open}<div class="nut-calendar-day-day">${/f(\d+)/.exec(open)?.[1] ?? /data-key="(\d+)"/.exec(open)![1]}</div></div>`,
      )
      .join('') +
    '</div>'

  function calendar(): { cell: (key: string, monthIndex?: number) => HTMLElement; press: (name: string) => boolean } {
    document.body.innerHTML = `<div class="nut-calendar-content">${month([26, 27, 28, 29, 30, 31], 30)}${month([30], 31)}</div>`
    stop = startKeyboardAccess()
    const months = document.querySelectorAll('.nut-calendar-days')
    return {
      cell: (key, monthIndex = 0) => months[monthIndex].querySelector<HTMLElement>(`[data-key="${key}"]`)!,
      press: (name) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true })),
    }
  }

  it('← → move a day and ↑ ↓ a week, over the next month’s greyed filler into its 1st, and back', () => {
    const { cell, press } = calendar()
    cell('29').focus()
    expect(press('ArrowRight')).toBe(false) // handled: the default (scrolling) is prevented
    expect(document.activeElement).toBe(cell('30'))
    press('ArrowRight')
    expect(document.activeElement).toBe(cell('1', 1))
    press('ArrowUp')
    expect(document.activeElement).toBe(cell('24'))
    press('ArrowDown')
    press('ArrowDown')
    expect(document.activeElement).toBe(cell('8', 1))
    press('ArrowLeft')
    expect(document.activeElement).toBe(cell('7', 1))
  })

  it('stays on the first day shown at the start, and ignores arrows with a modifier or outside the calendar', () => {
    const { cell, press } = calendar()
    cell('1').focus()
    press('ArrowLeft')
    press('ArrowUp')
    expect(document.activeElement).toBe(cell('1'))
    cell('1').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', shiftKey: true, bubbles: true, cancelable: true }))
    expect(document.activeElement).toBe(cell('1'))
    const outside = document.createElement('div')
    outside.tabIndex = 0
    document.body.append(outside)
    outside.focus()
    expect(outside.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }))).toBe(true)
  })
})

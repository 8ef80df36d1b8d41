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

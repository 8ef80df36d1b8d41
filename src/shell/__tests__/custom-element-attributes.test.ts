import { h, render } from 'preact'
import { keepCustomElementAttributes } from '@/shell/custom-element-attributes.h5'

/** Renders a custom element twice with Preact, copying props onto it as Taro's H5 component wrapper does. */
function renderTwice(first: Record<string, unknown>, second: Record<string, unknown>): Element {
  const root = document.createElement('div')
  render(h('x-taro-like', first), root)
  const element = root.firstElementChild!
  Object.assign(element, first)
  render(h('x-taro-like', second), root)
  return element
}

describe('keepCustomElementAttributes', () => {
  it('is needed: without it Preact updates the copied property, not the attribute', () => {
    const element = renderTwice({ 'aria-pressed': false }, { 'aria-pressed': true })
    expect(element.getAttribute('aria-pressed')).toBe('false')
  })

  it('writes changed boolean and number aria-/data- values to the attributes of custom elements', () => {
    keepCustomElementAttributes()
    const element = renderTwice(
      { 'aria-pressed': false, 'aria-valuenow': 10, 'data-count': 1, title: 'a' },
      { 'aria-pressed': true, 'aria-valuenow': 60, 'data-count': 2, title: 'b' },
    )
    expect(element.getAttribute('aria-pressed')).toBe('true')
    expect(element.getAttribute('aria-valuenow')).toBe('60')
    expect(element.getAttribute('data-count')).toBe('2')
  })

  it('leaves plain elements to Preact', () => {
    keepCustomElementAttributes()
    const root = document.createElement('div')
    render(h('div', { 'aria-pressed': false }), root)
    render(h('div', { 'aria-pressed': true }), root)
    expect(root.firstElementChild!.getAttribute('aria-pressed')).toBe('true')
  })
})

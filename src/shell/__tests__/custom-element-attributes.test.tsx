import { render } from '@testing-library/react'
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { Button } from '@tarojs/components'

// Taro's H5 components are custom elements behind a wrapper (Stencil's React output) that also copies every prop onto the
// element as a JS property. A renderer that updates a property whenever the element has one (the previous renderer did,
// and React 19 does) then leaves a changed boolean or number aria-/data- value out of the attribute; the H5 build patched
// that renderer's internals (src/shell/custom-element-attributes.h5.ts, issue 31 removed it). React 18 writes every such
// prop of a custom element as an attribute, so nothing is patched; this holds React to it.
const TaroLike = createReactComponent('x-taro-like') as unknown as (props: Record<string, unknown>) => JSX.Element

describe('aria-/data- attributes of Taro H5 custom elements (React 18)', () => {
  it('renders with React 18', () => {
    expect(require('react-dom/package.json').version).toMatch(/^18\./)
  })

  it('writes changed boolean and number values to the attributes, though the wrapper also sets them as properties', () => {
    const first = { 'aria-pressed': false, 'aria-valuenow': 10, 'data-count': 1, title: 'a' }
    const { container, rerender } = render(<TaroLike {...first} />)
    const element = container.querySelector('x-taro-like')!
    expect(element.getAttribute('aria-pressed')).toBe('false')
    rerender(<TaroLike aria-pressed aria-valuenow={60} data-count={2} title="b" />)
    expect((element as unknown as Record<string, unknown>)['aria-pressed']).toBe(true)
    expect(element.getAttribute('aria-pressed')).toBe('true')
    expect(element.getAttribute('aria-valuenow')).toBe('60')
    expect(element.getAttribute('data-count')).toBe('2')
    expect(element.getAttribute('title')).toBe('b')
  })

  it("holds for Taro's own Button (taro-button-core)", () => {
    const { container, rerender } = render(<Button aria-pressed={false} data-index={0} />)
    const element = container.querySelector('taro-button-core')!
    rerender(<Button aria-pressed data-index={3} />)
    expect(element.getAttribute('aria-pressed')).toBe('true')
    expect(element.getAttribute('data-index')).toBe('3')
  })
})

import { render } from '@testing-library/react'
import { Image } from '../h5-components/image.js'

describe('H5 Image (config/h5-components/image.js)', () => {
  it("gives the <img> its label as alt, and keeps ARIA off Taro's wrapper div", () => {
    const { container } = render(<Image src="/logo.png" aria-label="校徽" className="about__logo" />)
    const wrapper = container.firstElementChild as HTMLDivElement
    expect(wrapper).toHaveClass('taro-img', 'about__logo')
    expect(wrapper).not.toHaveAttribute('aria-label')
    expect(wrapper.querySelector('img')).toHaveAttribute('alt', '校徽')
  })

  it('marks an unlabelled image as decorative (alt="")', () => {
    const { container } = render(<Image src="/icon.png" mode="aspectFit" />)
    expect(container.querySelector('img')).toHaveAttribute('alt', '')
  })
})

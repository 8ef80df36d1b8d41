import { act, fireEvent, render, screen } from '@testing-library/react'
import { Slideshow } from '@/features/home/components/slideshow'
import { nextSlide, SWIPER } from '@/features/home/components/slideshow-model'
import { openLink } from '@/routes/open-link'
import { openNewsItem } from '@/routes/open-news'

jest.mock('@/routes/open-link', () => ({ openLink: jest.fn(() => false) }))
jest.mock('@/routes/open-news', () => ({ openNewsItem: jest.fn(async () => undefined) }))

const slides = [
  { id: 1, image: 'http://x/slide-0.png', title: '迎新季', link: '', contentId: 11 },
  { id: 2, image: 'http://x/slide-1.png', title: '图书馆', link: '/pagesA/news/news?columnCode=tzgg', contentId: null },
  { id: 3, image: 'http://x/slide-2.png', title: '运动会', link: '', contentId: 13 },
]

describe('nextSlide', () => {
  it('goes on one slide and back to the first after the last', () => {
    expect(nextSlide(0, 3)).toBe(1)
    expect(nextSlide(2, 3)).toBe(0)
    expect(nextSlide(0, 0)).toBe(0)
  })
})

describe('Slideshow (H5)', () => {
  beforeEach(() => jest.clearAllMocks())

  it('draws nothing without slides', () => {
    const { container } = render(<Slideshow slides={[]} mourning={false} />)
    expect(container.innerHTML).toBe('')
  })

  it('gives each slide its title once, as the image text, and the first image priority and a size', () => {
    render(<Slideshow slides={slides} mourning={false} />)
    const images = screen.getAllByRole('img')
    expect(images.map((i) => i.getAttribute('alt'))).toEqual(['迎新季', '图书馆', '运动会'])
    expect(screen.queryByText('迎新季')).toBeNull()
    expect(images[0]).toHaveAttribute('fetchpriority', 'high')
    expect(images[0]).toHaveAttribute('loading', 'eager')
    expect(images[1]).toHaveAttribute('loading', 'lazy')
    expect(images[0]).toHaveAttribute('width', '750')
    expect(images[0]).toHaveAttribute('height', '300')
    expect(screen.getByTestId('home-slideshow').querySelector('.home-slideshow__track')).toHaveStyle({ height: `${SWIPER.height}px` })
  })

  it('loads the second slide once the first has arrived, and each next one when the slide before it shows', () => {
    render(<Slideshow slides={slides} mourning={false} />)
    const sources = () => screen.getAllByRole('img').map((i) => i.getAttribute('src'))
    expect(sources()).toEqual(['http://x/slide-0.png', null, null])
    fireEvent.load(screen.getAllByRole('img')[0]!)
    expect(sources()).toEqual(['http://x/slide-0.png', 'http://x/slide-1.png', null])
    const track = screen.getByTestId('home-slideshow').querySelector('.home-slideshow__track') as HTMLElement
    Object.defineProperty(track, 'clientWidth', { value: 300 })
    track.scrollLeft = 300
    act(() => {
      fireEvent.scroll(track)
    })
    expect(sources()).toEqual(slides.map((s) => s.image))
  })

  it('opens the article of a slide without a link, and the link of a slide with one', () => {
    render(<Slideshow slides={slides} mourning={false} />)
    const items = screen.getAllByTestId('home-slide')
    fireEvent.click(items[0]!)
    expect(openNewsItem).toHaveBeenCalledWith({ id: 11, columnId: 0, url: '' })
    jest.mocked(openLink).mockReturnValueOnce(true)
    fireEvent.click(items[1]!)
    expect(openLink).toHaveBeenLastCalledWith('/pagesA/news/news?columnCode=tzgg')
    expect(openNewsItem).toHaveBeenCalledTimes(1)
  })

  it('shows one dot per slide and marks the one scrolled into view', () => {
    render(<Slideshow slides={slides} mourning={false} />)
    const track = screen.getByTestId('home-slideshow').querySelector('.home-slideshow__track') as HTMLElement
    Object.defineProperty(track, 'clientWidth', { value: 300 })
    track.scrollLeft = 600
    act(() => {
      fireEvent.scroll(track)
    })
    const dots = screen.getByTestId('home-slideshow').querySelectorAll('.home-slideshow__dot')
    expect(dots).toHaveLength(3)
    expect(dots[2]).toHaveClass('home-slideshow__dot--active')
  })

  it('turns to grey images in mourning mode', () => {
    render(<Slideshow slides={slides.slice(0, 1)} mourning />)
    expect(screen.getByRole('img').getAttribute('src')).toContain('grayscale')
    expect(screen.getByTestId('home-slideshow').querySelector('.home-slideshow__dots')).toBeNull()
  })
})

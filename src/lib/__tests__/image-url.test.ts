import {
  DEFAULT_IMAGE_SIZE,
  ICON_IMAGE_SIZE,
  displayImageUrl,
  grayscaleImageUrl,
  iconSheetUrl,
  imageServiceBase,
  resizedImageUrl,
  sheetCellStyle,
} from '@/lib/image-url'
import { ICON_SHEET_MAX_LINKS } from '@contract/constants'

const link = 'http://127.0.0.1:8080/portal-api/v1/cms/images/cover.png'

describe('image URL builders', () => {
  it('uses the spec sizes', () => {
    expect(DEFAULT_IMAGE_SIZE).toBe('250x200')
    expect(ICON_IMAGE_SIZE).toBe('200x200')
  })

  it('answers from this origin in the browser build', () => {
    expect(imageServiceBase()).toBe('')
  })

  it('resizes on white, 250x200 by default', () => {
    expect(resizedImageUrl(link)).toBe(`/unsafe/fit-in/250x200/filters:background_color(white)/${link}`)
    expect(resizedImageUrl(link, '200x200', 'https://img.demo.edu')).toBe(
      `https://img.demo.edu/unsafe/fit-in/200x200/filters:background_color(white)/${link}`,
    )
  })

  it('falls back to the default for a malformed size', () => {
    expect(resizedImageUrl(link, '250x200/../../x')).toBe(`/unsafe/fit-in/250x200/filters:background_color(white)/${link}`)
  })

  it('greys for mourning mode', () => {
    expect(grayscaleImageUrl(link)).toBe(`/unsafe/filters:grayscale()/${link}`)
    expect(displayImageUrl(link, { mourning: true })).toBe(`/unsafe/filters:grayscale()/${link}`)
    expect(displayImageUrl(link, { mourning: true, size: '200x200' })).toBe(`/unsafe/fit-in/200x200/filters:grayscale()/${link}`)
    expect(displayImageUrl(link, { size: '250x200' })).toBe(resizedImageUrl(link))
    expect(displayImageUrl(link)).toBe(link)
  })

  it('leaves empty, data: and local images alone', () => {
    expect(resizedImageUrl('')).toBe('')
    expect(resizedImageUrl(undefined)).toBe('')
    expect(grayscaleImageUrl(null)).toBe('')
    expect(resizedImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
    expect(displayImageUrl('wxfile://tmp/a.png', { mourning: true })).toBe('wxfile://tmp/a.png')
  })

  describe('icon sheets', () => {
    const origin = 'http://127.0.0.1:8080'
    const own = ['/portal-api/v1/cms/images/a.png', `${origin}/portal-api/v1/cms/images/b.png`]

    it('names every icon of this origin in one sheet, in order, grey in mourning mode; an empty link keeps its cell', () => {
      const query = `link=${encodeURIComponent(own[0])}&link=&link=${encodeURIComponent(own[1])}`
      expect(iconSheetUrl([own[0], ' ', own[1]], { origin })).toBe(`/unsafe/sheet/120x120/?${query}`)
      expect(iconSheetUrl([own[0], '', own[1]], { origin, mourning: true })).toBe(`/unsafe/sheet/120x120/filters:grayscale()/?${query}`)
    })

    it('is empty (one image per icon) for images of another host, a separate image service, none or too many', () => {
      expect(iconSheetUrl([own[0], 'https://cdn.example.com/x.png'], { origin })).toBe('')
      expect(iconSheetUrl([own[0], '//cdn.example.com/x.png'], { origin })).toBe('')
      expect(iconSheetUrl(own, { origin }, 'https://img.demo.edu')).toBe('')
      expect(iconSheetUrl([], { origin })).toBe('')
      expect(
        iconSheetUrl(
          Array.from({ length: ICON_SHEET_MAX_LINKS }, () => own[0]),
          { origin },
        ),
      ).not.toBe('')
      expect(
        iconSheetUrl(
          Array.from({ length: ICON_SHEET_MAX_LINKS + 1 }, () => own[0]),
          { origin },
        ),
      ).toBe('')
    })

    it("takes only the server's own images (under /portal-api/), on transparent as a PNG when asked", () => {
      expect(iconSheetUrl(['/assets/tabbar/home.png'], { origin })).toBe('')
      expect(iconSheetUrl([`${origin}/cas/login`], { origin })).toBe('')
      expect(iconSheetUrl([own[0]], { origin, transparent: true })).toBe(
        `/unsafe/sheet/120x120/filters:format(png)/?link=${encodeURIComponent(own[0])}`,
      )
      expect(iconSheetUrl([own[0]], { origin, transparent: true, mourning: true, cell: '81x81' })).toBe(
        `/unsafe/sheet/81x81/filters:grayscale():format(png)/?link=${encodeURIComponent(own[0])}`,
      )
    })

    it('shows cell i of n: first at 0 %, last at 100 %', () => {
      expect(sheetCellStyle('/s', 0, 5)).toMatchObject({
        backgroundImage: 'url("/s")',
        backgroundSize: '500% 100%',
        backgroundPosition: '0% 0%',
      })
      expect(sheetCellStyle('/s', 2, 5).backgroundPosition).toBe('50% 0%')
      expect(sheetCellStyle('/s', 4, 5).backgroundPosition).toBe('100% 0%')
      expect(sheetCellStyle('/s', 0, 1)).toMatchObject({ backgroundSize: '100% 100%', backgroundPosition: '0% 0%' })
    })
  })
})

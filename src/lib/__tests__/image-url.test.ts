import { DEFAULT_IMAGE_SIZE, ICON_IMAGE_SIZE, displayImageUrl, grayscaleImageUrl, imageServiceBase, resizedImageUrl } from '@/lib/image-url'

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
})

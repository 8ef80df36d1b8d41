import { render, waitFor } from '@testing-library/react'
import { PopupVideo } from '@/features/home/components/popup-video'

describe('PopupVideo (H5)', () => {
  it('shows the poster until the player has loaded, then the player with that poster', async () => {
    const { container } = render(<PopupVideo src="http://x/v.mp4" poster="http://x/poster.png" />)
    const poster = container.querySelector('taro-image-core')
    expect(poster).not.toBeNull()
    expect(poster!.getAttribute('src') ?? (poster as unknown as { src: string }).src).toBe('http://x/poster.png')
    await waitFor(() => expect(container.querySelector('taro-video-core')).not.toBeNull())
    const video = container.querySelector('taro-video-core')!
    expect(video.getAttribute('src') ?? (video as unknown as { src: string }).src).toBe('http://x/v.mp4')
    expect(container.querySelector('taro-image-core')).toBeNull()
  })
})

import { fireEvent, render } from '@testing-library/react'
import { PopupMedia } from '@/features/home/components/popup-media'
import type { PopupMedia as PopupMediaData } from '@contract/cms'

const media = { id: 7, title: '迎新指南', mediaType: 'image', image: 'http://x/popup.png', link: '' } as unknown as PopupMediaData

describe('PopupMedia (H5)', () => {
  it('draws nothing without media or while hidden', () => {
    expect(render(<PopupMedia media={null} visible mourning={false} onClose={jest.fn()} />).container.innerHTML).toBe('')
    expect(render(<PopupMedia media={media} visible={false} mourning={false} onClose={jest.fn()} />).container.innerHTML).toBe('')
  })

  it('shows the media in a modal dialog that its close button, the mask and Escape each close', () => {
    const onClose = jest.fn()
    const { getByRole, container } = render(<PopupMedia media={media} visible mourning={false} onClose={onClose} />)
    const dialog = getByRole('dialog')
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.getAttribute('aria-label')).toBe('迎新指南')
    expect(dialog.querySelector('[data-testid="home-popup"]')).not.toBeNull()
    fireEvent.click(getByRole('button', { name: '关闭' }))
    fireEvent.click(container.querySelector('.home-popup-layer__mask')!)
    fireEvent.keyDown(document, { key: 'Escape' })
    fireEvent.keyDown(document, { key: 'Enter' })
    expect(onClose.mock.calls).toEqual([[7], [7], [7]])
  })
})

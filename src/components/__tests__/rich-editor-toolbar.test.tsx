import './test-setup'
import { fireEvent, render, screen } from '@testing-library/react'
import { RichEditorToolbar, isLinkAddress } from '@/components/rich-editor-toolbar'

describe('RichEditorToolbar', () => {
  it('reports each tool and marks the formats on at the caret', () => {
    const onCommand = jest.fn()
    render(<RichEditorToolbar onCommand={onCommand} onLink={() => undefined} active={['bold', 'ordered']} />)
    for (const command of ['bold', 'italic', 'heading', 'ordered', 'bullet', 'image'])
      fireEvent.click(screen.getByTestId(`rich-${command}`))
    expect(onCommand.mock.calls.map(([command]) => command)).toEqual(['bold', 'italic', 'heading', 'ordered', 'bullet', 'image'])
    expect(screen.getByTestId('rich-bold').getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByTestId('rich-italic').getAttribute('aria-pressed')).toBe('false')
  })

  it('takes only http(s) link addresses, with a reason otherwise', () => {
    const onLink = jest.fn()
    render(<RichEditorToolbar onCommand={() => undefined} onLink={onLink} />)
    fireEvent.click(screen.getByTestId('rich-link'))
    const input = screen.getByTestId('rich-link-href').querySelector('input') ?? screen.getByTestId('rich-link-href')
    fireEvent.input(input, { target: { value: 'javascript:alert(1)' } })
    fireEvent.click(screen.getByTestId('rich-link-ok'))
    expect(screen.getByText('请输入以 http:// 或 https:// 开头的链接地址')).toBeTruthy()
    expect(onLink).not.toHaveBeenCalled()
    fireEvent.input(input, { target: { value: ' https://www.example.edu/apply ' } })
    fireEvent.click(screen.getByTestId('rich-link-ok'))
    expect(onLink).toHaveBeenCalledWith('https://www.example.edu/apply')
  })

  it('recognises link addresses', () => {
    expect(isLinkAddress('https://a.edu/x?y=1')).toBe(true)
    expect(isLinkAddress('http://a.edu')).toBe(true)
    expect(isLinkAddress('https://')).toBe(false)
    expect(isLinkAddress('ftp://a.edu')).toBe(false)
    expect(isLinkAddress('//a.edu')).toBe(false)
  })
})

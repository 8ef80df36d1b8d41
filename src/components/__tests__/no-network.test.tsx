import './test-setup'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { NoNetwork } from '@/components/no-network'
import { PageShell } from '@/components/page-shell'

describe('NoNetwork', () => {
  it("shows the spec's text in Chinese with a 重新加载 button on the no-network layer", () => {
    const onRetry = jest.fn()
    const { container } = render(<NoNetwork onRetry={onRetry} />)
    expect(screen.getByText('哎呀，网络信号丢失了')).toBeInTheDocument()
    fireEvent.click(screen.getByText('重新加载'))
    expect(onRetry).toHaveBeenCalledTimes(1)
    const cover = container.querySelector('.portal-no-network--fixed') as HTMLElement
    expect(cover.style.zIndex).toBe('10080')
  })

  it('accepts another text and can sit inline', () => {
    const { container } = render(<NoNetwork text="网络不可用" fixed={false} />)
    expect(screen.getByText('网络不可用')).toBeInTheDocument()
    expect(container.querySelector('.portal-no-network--fixed')).toBeNull()
  })
})

describe('PageShell', () => {
  const setOnline = (online: boolean) => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online })
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  }
  afterEach(() => act(() => setOnline(true)))

  it('keeps content on screen under a thin banner when the network drops, and reloads when it returns', async () => {
    const onRetry = jest.fn()
    render(
      <PageShell onRetry={onRetry}>
        <input aria-label="标题" defaultValue="草稿" />
      </PageShell>,
    )
    expect(screen.queryByTestId('offline-banner')).toBeNull()

    act(() => setOnline(false))
    // Regression: the full-screen cover used to hide what was already loaded.
    expect(screen.queryByText('哎呀，网络信号丢失了')).toBeNull()
    expect(screen.getByTestId('offline-banner')).toHaveTextContent('网络已断开')
    expect(screen.getByLabelText('标题')).toHaveValue('草稿')

    // 重新加载 while still offline leaves the content alone (no reload that would fail into an error).
    await act(async () => {
      fireEvent.click(screen.getByText('重新加载'))
    })
    expect(onRetry).not.toHaveBeenCalled()
    expect(screen.getByLabelText('标题')).toHaveValue('草稿')

    act(() => setOnline(true))
    expect(screen.queryByTestId('offline-banner')).toBeNull()
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('uses the full-screen no-network state only when there is nothing to show', () => {
    const onRetry = jest.fn()
    const { rerender } = render(
      <PageShell loading onRetry={onRetry}>
        内容
      </PageShell>,
    )
    act(() => setOnline(false))
    expect(screen.getByText('哎呀，网络信号丢失了')).toBeInTheDocument()
    fireEvent.click(screen.getByText('重新加载'))
    expect(onRetry).toHaveBeenCalledTimes(1)
    rerender(
      <PageShell error={new Error('网络错误')} onRetry={onRetry}>
        内容
      </PageShell>,
    )
    expect(screen.getByText('哎呀，网络信号丢失了')).toBeInTheDocument()
    expect(screen.queryByTestId('offline-banner')).toBeNull()
  })

  it('starts offline when the browser already is', () => {
    setOnline(false)
    render(<PageShell>内容</PageShell>)
    expect(screen.getByTestId('offline-banner')).toBeInTheDocument()
    expect(screen.getByText('内容')).toBeInTheDocument()
  })

  it('shows error, loading and signed-out states instead of the content', () => {
    const onRetry = jest.fn()
    const onLogin = jest.fn()
    const { rerender, container } = render(
      <PageShell error={new Error('权限不足')} onRetry={onRetry}>
        内容
      </PageShell>,
    )
    expect(screen.getByText('权限不足')).toBeInTheDocument()
    expect(screen.queryByText('内容')).toBeNull()
    fireEvent.click(screen.getByText('重试'))
    expect(onRetry).toHaveBeenCalled()

    rerender(<PageShell loading>内容</PageShell>)
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
    expect(screen.queryByText('内容')).toBeNull()

    rerender(
      <PageShell signedOut onLogin={onLogin}>
        内容
      </PageShell>,
    )
    fireEvent.click(screen.getByText('去登录'))
    expect(onLogin).toHaveBeenCalled()
    expect(screen.queryByText('内容')).toBeNull()

    rerender(<PageShell header={<span>筛选</span>}>内容</PageShell>)
    expect(screen.getByText('内容')).toBeInTheDocument()
    expect(screen.getByText('筛选')).toBeInTheDocument()
  })
})

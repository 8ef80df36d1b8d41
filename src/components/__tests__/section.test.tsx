import './test-setup'
import { fireEvent, render, screen } from '@testing-library/react'
import { Section } from '@/components/section'
import { EmptyState } from '@/components/empty-state'

describe('Section', () => {
  it('shows its title as a heading and a 更多 button only when onMore is given', () => {
    const onMore = jest.fn()
    const { rerender } = render(<Section title="校园资讯">列表</Section>)
    expect(screen.getByRole('heading', { name: '校园资讯' })).toBeInTheDocument()
    expect(screen.queryByText('更多')).toBeNull()

    rerender(
      <Section title="校园资讯" onMore={onMore}>
        列表
      </Section>,
    )
    fireEvent.click(screen.getByText('更多'))
    expect(onMore).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button')).toHaveTextContent('更多')
  })

  it('shows its own action in place of 更多', () => {
    const onClear = jest.fn()
    render(
      <Section title="最近扫描" onMore={jest.fn()} action={<button onClick={onClear}>清空</button>}>
        列表
      </Section>,
    )
    expect(screen.queryByText('更多')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '清空' }))
    expect(onClear).toHaveBeenCalledTimes(1)
  })
})

describe('EmptyState', () => {
  it('shows the description and its single action', () => {
    const onAction = jest.fn()
    render(<EmptyState description="暂无待办" actionText="去新建" onAction={onAction} />)
    expect(screen.getByRole('status')).toHaveTextContent('暂无待办')
    fireEvent.click(screen.getByText('去新建'))
    expect(onAction).toHaveBeenCalled()
  })

  it('announces errors as alerts and shows no button without a handler', () => {
    render(<EmptyState kind="error" description="加载失败" actionText="重试" />)
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败')
    expect(screen.queryByText('重试')).toBeNull()
  })
})

import './test-setup'
import { pageEvents } from './taro-page-hooks'
import { createRef } from 'react'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { ListPage, type ListPageHandle } from '@/components/list-page'

type News = { id: number; title: string }
const news = (from: number, count: number): News[] => Array.from({ length: count }, (_, i) => ({ id: from + i, title: `资讯 ${from + i}` }))

function renderList(load: (page: number, size: number) => Promise<{ items: News[]; total?: number; hasMore?: boolean }>, extra = {}) {
  const ref = createRef<ListPageHandle>()
  const utils = render(
    <ListPage<News>
      ref={ref}
      load={load}
      keyOf={(n) => n.id}
      renderItem={(n) => <span>{n.title}</span>}
      empty="暂无资讯"
      pageSize={3}
      {...extra}
    />,
  )
  return { ...utils, ref }
}

describe('ListPage', () => {
  let toast: jest.SpyInstance
  beforeEach(() => {
    toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
  })
  afterEach(() => toast.mockRestore())

  it('shows a skeleton, then the items with a load-more footer', async () => {
    let release!: (v: { items: News[] }) => void
    const load = jest.fn(() => new Promise<{ items: News[] }>((r) => (release = r)))
    const { container } = renderList(load)
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
    expect(screen.queryByText('资讯 1')).toBeNull()

    await act(async () => release({ items: news(1, 3) }))
    expect(screen.getByText('资讯 1')).toBeInTheDocument()
    expect(screen.getByText('资讯 3')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    expect(container.querySelector('[aria-busy="true"]')).toBeNull()
    expect(screen.getByText('加载更多')).toBeInTheDocument()
  })

  it('loads the next page on bottom reach and ends with 没有更多了', async () => {
    const load = jest.fn(async (page: number) => ({ items: page === 1 ? news(1, 3) : news(4, 2) }))
    renderList(load)
    await screen.findByText('资讯 3')

    await act(async () => pageEvents.reachBottom())
    await screen.findByText('资讯 5')
    expect(load).toHaveBeenCalledTimes(2)
    expect(load).toHaveBeenLastCalledWith(2, 3)
    expect(screen.getByText('没有更多了')).toBeInTheDocument()

    await act(async () => pageEvents.reachBottom())
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shows 加载中… while the next page is on its way', async () => {
    let releaseNext!: (v: { items: News[] }) => void
    const load = jest.fn((page: number) =>
      page === 1 ? Promise.resolve({ items: news(1, 3) }) : new Promise<{ items: News[] }>((r) => (releaseNext = r)),
    )
    renderList(load)
    await screen.findByText('资讯 1')
    await act(async () => pageEvents.reachBottom())
    expect(screen.getByText('加载中…')).toBeInTheDocument()
    await act(async () => releaseNext({ items: [] }))
    expect(screen.queryByText('加载中…')).toBeNull()
    expect(screen.getByText('没有更多了')).toBeInTheDocument()
  })

  it('shows the empty state with its description', async () => {
    renderList(async () => ({ items: [] }))
    expect(await screen.findByText('暂无资讯')).toBeInTheDocument()
    expect(screen.queryByRole('listitem')).toBeNull()
    expect(screen.queryByText('没有更多了')).toBeNull()
  })

  it('shows the error with 重试, and retrying loads the list', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('服务暂不可用'))
      .mockResolvedValueOnce({ items: news(1, 2) })
    renderList(load)
    expect(await screen.findByText('服务暂不可用')).toBeInTheDocument()
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('资讯 2')).toBeInTheDocument()
    expect(screen.queryByText('服务暂不可用')).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('offers a retry in the footer when a next page fails', async () => {
    const load = jest
      .fn()
      .mockResolvedValueOnce({ items: news(1, 3) })
      .mockRejectedValueOnce(new Error('timeout'))
      .mockResolvedValueOnce({ items: news(4, 1) })
    renderList(load)
    await screen.findByText('资讯 3')
    await act(async () => pageEvents.reachBottom())
    fireEvent.click(await screen.findByText('加载失败，点击重试'))
    expect(await screen.findByText('资讯 4')).toBeInTheDocument()
    expect(load).toHaveBeenLastCalledWith(2, 3)
    expect(screen.getByText('资讯 1')).toBeInTheDocument()
  })

  it('reloads through the ref and when reloadKey changes', async () => {
    let round = 0
    const load = jest.fn(async () => {
      round += 1
      return { items: [{ id: round, title: `第 ${round} 次` }] }
    })
    const { ref, rerender } = renderList(load, { reloadKey: 'a' })
    await screen.findByText('第 1 次')
    await act(async () => {
      await ref.current!.refresh()
    })
    expect(screen.getByText('第 2 次')).toBeInTheDocument()

    rerender(
      <ListPage<News> ref={ref} load={load} keyOf={(n) => n.id} renderItem={(n) => <span>{n.title}</span>} pageSize={3} reloadKey="b" />,
    )
    expect(await screen.findByText('第 3 次')).toBeInTheDocument()
  })

  it("toasts the server's message when a refresh fails and keeps the list", async () => {
    const load = jest
      .fn()
      .mockResolvedValueOnce({ items: news(1, 2) })
      .mockRejectedValueOnce(new Error('刷新太频繁'))
    const { ref } = renderList(load)
    await screen.findByText('资讯 2')
    await act(async () => {
      await ref.current!.refresh()
    })
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '刷新太频繁', icon: 'none', duration: 2000 }))
    expect(screen.getByText('资讯 1')).toBeInTheDocument()
  })

  it('shows the signed-out state without loading, and loads once signed in', async () => {
    const load = jest.fn(async () => ({ items: news(1, 1) }))
    const onLogin = jest.fn()
    const { rerender } = renderList(load, { signedOut: true, onLogin })
    fireEvent.click(screen.getByText('去登录'))
    expect(onLogin).toHaveBeenCalled()
    expect(load).not.toHaveBeenCalled()

    rerender(<ListPage<News> load={load} keyOf={(n) => n.id} renderItem={(n) => <span>{n.title}</span>} signedOut={false} />)
    await waitFor(() => expect(screen.getByText('资讯 1')).toBeInTheDocument())
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('ListPage in a hidden tab', () => {
  it('ignores bottom reach while inactive', async () => {
    const load = jest.fn(async (page: number) => ({ items: news(page * 10, 3) }))
    const { rerender } = render(
      <ListPage<News> load={load} keyOf={(n) => n.id} renderItem={(n) => <span>{n.title}</span>} pageSize={3} active={false} />,
    )
    await screen.findByText('资讯 10')
    await act(async () => pageEvents.reachBottom())
    expect(load).toHaveBeenCalledTimes(1)

    rerender(<ListPage<News> load={load} keyOf={(n) => n.id} renderItem={(n) => <span>{n.title}</span>} pageSize={3} active />)
    await act(async () => pageEvents.reachBottom())
    expect(await screen.findByText('资讯 20')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})

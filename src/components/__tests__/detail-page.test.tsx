import './test-setup'
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { DetailPage } from '@/components/detail-page'

type Article = { id: string; title: string; body: string }

function renderDetail(load: () => Promise<Article | null>, deps: unknown[] = []) {
  return render(
    <DetailPage<Article>
      load={load}
      deps={deps}
      title={(a) => a.title}
      render={(a, reload) => (
        <div>
          <h1>{a.title}</h1>
          <p>{a.body}</p>
          <button onClick={() => void reload()}>刷新正文</button>
        </div>
      )}
    />,
  )
}

describe('DetailPage', () => {
  it('shows a skeleton, then the record, and sets the title from it', async () => {
    const setTitle = jest.spyOn(Taro, 'setNavigationBarTitle').mockResolvedValue({ errMsg: 'ok' })
    let release!: (a: Article) => void
    const { container } = renderDetail(() => new Promise<Article>((r) => (release = r)))
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()

    await act(async () => release({ id: '1', title: '开学通知', body: '9 月 1 日报到' }))
    expect(screen.getByRole('heading', { name: '开学通知' })).toBeInTheDocument()
    expect(screen.getByText('9 月 1 日报到')).toBeInTheDocument()
    expect(container.querySelector('[aria-busy="true"]')).toBeNull()
    expect(setTitle).toHaveBeenCalledWith({ title: '开学通知' })
    setTitle.mockRestore()
  })

  it('shows the error with 重试 and shows the record after a successful retry', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('服务器繁忙')).mockResolvedValueOnce({ id: '1', title: '放假安排', body: '…' })
    renderDetail(load)
    expect(await screen.findByText('服务器繁忙')).toBeInTheDocument()
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('放假安排')).toBeInTheDocument()
    expect(screen.queryByText('服务器繁忙')).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shows not-found when the record is missing or the server answers 404', async () => {
    const a = renderDetail(async () => null)
    expect(await screen.findByText('内容不存在或已被删除')).toBeInTheDocument()
    expect(screen.queryByText('重试')).toBeNull()
    a.unmount()

    renderDetail(() => Promise.reject(Object.assign(new Error('Not Found'), { status: 404 })))
    expect(await screen.findByText('内容不存在或已被删除')).toBeInTheDocument()
    expect(screen.queryByText('Not Found')).toBeNull()
  })

  it('keeps the record on screen while render() reloads it, then shows the new one', async () => {
    let version = 0
    const load = jest.fn(async () => {
      version += 1
      return { id: '1', title: `第 ${version} 版`, body: '' }
    })
    const { container } = renderDetail(load)
    await screen.findByText('第 1 版')
    fireEvent.click(screen.getByText('刷新正文'))
    expect(container.querySelector('[aria-busy="true"]')).toBeNull()
    expect(await screen.findByText('第 2 版')).toBeInTheDocument()
  })

  it('loads again when deps change, ignoring the answer for the old id', async () => {
    const pending: Record<string, (a: Article) => void> = {}
    const loadFor = (id: string) => () => new Promise<Article>((r) => (pending[id] = r))
    const { rerender } = render(<DetailPage<Article> load={loadFor('a')} deps={['a']} render={(x) => <p>{x.title}</p>} />)
    rerender(<DetailPage<Article> load={loadFor('b')} deps={['b']} render={(x) => <p>{x.title}</p>} />)
    await act(async () => pending.b({ id: 'b', title: '文章 B', body: '' }))
    await act(async () => pending.a({ id: 'a', title: '文章 A', body: '' }))
    expect(screen.getByText('文章 B')).toBeInTheDocument()
    expect(screen.queryByText('文章 A')).toBeNull()
  })
})

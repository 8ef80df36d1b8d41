import './taro-build-flags'
import { fireEvent, render, screen } from '@testing-library/react'
import { NewsItemCard } from '@/components/news-item-card'
import { timeAgo } from '@/lib/time-ago'
import type { NewsItem } from '@contract/cms'

const item: NewsItem = {
  id: 1,
  columnId: 1,
  columnCode: 'xxyw',
  columnName: '学校要闻',
  title: '学校召开秋季学期工作部署会',
  titleImage: 'http://127.0.0.1:8080/portal-api/v1/cms/images/cover.png',
  summary: '',
  releaseDeptName: '',
  releaseUnit: '党委办公室',
  releaseStartTime: new Date(Date.now() - 2 * 3600_000).toISOString(),
  readCount: 40,
  url: '',
  mediaType: 'video',
  videoUrl: 'http://x/v.mp4',
}

describe('NewsItemCard', () => {
  it('shows title, department (releaseUnit fallback), time-ago and read count', () => {
    render(<NewsItemCard item={item} />)
    expect(screen.getByText('学校召开秋季学期工作部署会')).toBeInTheDocument()
    expect(screen.getByText('党委办公室')).toBeInTheDocument()
    expect(screen.getByText(timeAgo(item.releaseStartTime))).toBeInTheDocument()
    expect(screen.getByText('2小时前')).toBeInTheDocument()
    expect(screen.getByText('阅读 40')).toBeInTheDocument()
    expect(screen.getByText('视频')).toBeInTheDocument()
  })

  it('asks for the cover at 250x200 on white, grey in mourning mode', () => {
    const { container, rerender } = render(<NewsItemCard item={item} />)
    const src = () => container.querySelector('.news-item__cover')?.getAttribute('src')
    expect(src()).toBe(`/unsafe/fit-in/250x200/filters:background_color(white)/${item.titleImage}`)
    rerender(<NewsItemCard item={item} mourning />)
    expect(src()).toBe(`/unsafe/fit-in/250x200/filters:grayscale()/${item.titleImage}`)
  })

  it('draws no cover without a title image, and reports taps', () => {
    const onClick = jest.fn()
    const { container } = render(
      <NewsItemCard item={{ ...item, titleImage: '', releaseDeptName: '教务处' }} onClick={onClick} timeText="收藏于 2026-11-20 10:00" />,
    )
    expect(container.querySelector('.news-item__cover')).toBeNull()
    expect(screen.getByText('教务处')).toBeInTheDocument()
    expect(screen.getByText('收藏于 2026-11-20 10:00')).toBeInTheDocument()
    fireEvent.click(screen.getByTestId('news-item'))
    expect(onClick).toHaveBeenCalled()
  })
})

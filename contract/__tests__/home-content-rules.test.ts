import {
  articleMediaOf,
  articleMediaProblems,
  articleScheduleProblem,
  homeItemProblems,
  linkProblem,
  mediaProblem,
  windowProblem,
} from '../home-content-rules'

const HOSTS = ['127.0.0.1', 'portal.example.edu.cn', 'apps.example.edu.cn:8443']

describe('home-content rules (server refusal and console form message alike)', () => {
  it('links: empty, a listed portal page, or an address on an allowed host', () => {
    expect(linkProblem('', HOSTS)).toBeUndefined()
    expect(linkProblem('', HOSTS, true)).toBe('请填写链接')
    expect(linkProblem('/pagesA/news/detail?id=3&columnId=1', HOSTS)).toBeUndefined()
    expect(linkProblem('https://portal.example.edu.cn/a?b=1', HOSTS)).toBeUndefined()
    expect(linkProblem('https://apps.example.edu.cn:8443/x', HOSTS)).toBeUndefined()
    expect(linkProblem('http://127.0.0.1:5173/x', HOSTS)).toBeUndefined()
    expect(linkProblem('https://apps.example.edu.cn/x', HOSTS)).toBe('链接的域名不在允许的列表中')
    expect(linkProblem('https://portal.example.edu.cn.evil.com/', HOSTS)).toBe('链接的域名不在允许的列表中')
    expect(linkProblem('https://user@portal.example.edu.cn/', HOSTS)).toBe('链接的域名不在允许的列表中')
    expect(linkProblem('/pages/unknown', HOSTS)).toMatch(/门户页面/)
    expect(linkProblem('//evil.com/x', HOSTS)).toMatch(/门户页面/)
    expect(linkProblem('javascript:alert(1)', HOSTS)).toMatch(/门户页面/)
  })

  it('media, windows and schedules', () => {
    expect(mediaProblem('/portal-api/v1/files/abc', HOSTS, '图片')).toBeUndefined()
    expect(mediaProblem('', HOSTS, '图片')).toBe('请上传或填写图片')
    expect(mediaProblem('//evil.com/a.png', HOSTS, '图片')).toBe('图片须为本站上传的文件或允许域名下的地址')
    expect(windowProblem(null, null)).toBeUndefined()
    expect(windowProblem(null, null, true)).toBe('请填写开始和结束时间')
    expect(windowProblem('2026-01-02T00:00:00Z', '2026-01-01T00:00:00Z')).toBe('结束时间须晚于开始时间')
    expect(articleScheduleProblem('2026-01-02T00:00:00Z', '2026-01-02T00:00:00Z')).toBe('下线时间须晚于发布时间')
    expect(articleScheduleProblem('2026-01-02T00:00:00Z', null)).toBeUndefined()
  })

  it('a 视频 article needs an uploaded or allowed video; its poster may be empty; 图文 clears both', () => {
    expect(articleMediaProblems({ mediaType: 'video', videoUrl: '/portal-api/v1/files/v.mp4' }, HOSTS)).toEqual([])
    expect(articleMediaProblems({ mediaType: 'video', videoUrl: 'https://portal.example.edu.cn/v.mp4', poster: '/p.png' }, HOSTS)).toEqual(
      [],
    )
    expect(articleMediaProblems({ mediaType: 'video', videoUrl: ' ' }, HOSTS)).toEqual([{ field: 'videoUrl', message: '请上传或填写视频' }])
    expect(
      articleMediaProblems({ mediaType: 'video', videoUrl: 'https://evil.example.com/v.mp4', poster: '//evil.com/p.png' }, HOSTS),
    ).toEqual([
      { field: 'videoUrl', message: '视频须为本站上传的文件或允许域名下的地址' },
      { field: 'poster', message: '海报须为本站上传的文件或允许域名下的地址' },
    ])
    expect(articleMediaProblems({ mediaType: 'article', videoUrl: 'https://evil.example.com/v.mp4' }, HOSTS)).toEqual([])
    expect(articleMediaOf({ mediaType: 'article', videoUrl: '/v.mp4', poster: '/p.png' })).toEqual({
      mediaType: 'article',
      videoUrl: '',
      poster: '',
    })
    expect(articleMediaOf({ mediaType: 'video', videoUrl: ' /v.mp4 ' })).toEqual({ mediaType: 'video', videoUrl: '/v.mp4', poster: '' })
  })

  it('each kind checks the fields it has', () => {
    expect(homeItemProblems('marquee', { title: '公告' }, HOSTS)).toEqual([])
    expect(homeItemProblems('slide', { title: '轮播' }, HOSTS).map((p) => p.field)).toEqual(['image'])
    expect(homeItemProblems('floatingBox', { title: '悬浮', image: '/a.png' }, HOSTS).map((p) => p.field)).toEqual(['link'])
    const popup = homeItemProblems('popup', { title: '弹窗', image: '/a.png', mediaType: 'video', identities: ['alumni'] }, HOSTS)
    expect(popup.map((p) => p.field)).toEqual(['videoUrl', 'endTime', 'identities'])
  })
})

// The console's home-content rules, shared by the server (the refusal) and the console (the form's message).
// No TypeBox here: the console bundles this file.
import { IDENTITY_CODES } from './constants'

export const HOME_CONTENT_KINDS = ['slide', 'marquee', 'popup', 'floatingBox'] as const
export type HomeContentKind = (typeof HOME_CONTENT_KINDS)[number]

/** Menu and audit labels of the four home pieces. */
export const HOME_CONTENT_LABEL: Record<HomeContentKind, string> = {
  slide: '轮播图',
  marquee: '滚动公告',
  popup: '弹窗',
  floatingBox: '悬浮框',
}

export type Identity = (typeof IDENTITY_CODES)[number]
export const IDENTITY_LABEL: Record<Identity, string> = { student: '学生', teacher: '教师', guest: '访客', admin: '管理员' }

/**
 * Portal pages a home link may open (paths of the client's route table, `src/routes/route-table.ts`; its test
 * checks each is there). Written with a leading slash and an optional query, e.g. `/pagesA/news/detail?id=12`.
 */
export const PORTAL_LINK_ROUTES = [
  'pages/tab/index/index',
  'pages/tab/service/index',
  'pages/msgCenterTab/news/news',
  'pagesA/news/news',
  'pagesA/news/detail',
  'pagesA/news/video',
  'pages/newsInfo/newsInfo',
] as const

const LOOPBACK = new Set(['127.0.0.1', 'localhost'])

/**
 * Whether an absolute http(s) address is on an allowed host (the portal's `casArry` plus its own origin): the host
 * with its port exactly, or a loopback name listed without a port on any port — the CAS service rule.
 */
export function onAllowedHost(address: string, allowedHosts: readonly string[]): boolean {
  if (!/^https?:\/\/[^/\\\s]/i.test(address) || /[\\\s]/.test(address)) return false
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  return allowedHosts.some((entry) => {
    const allowed = entry.trim().toLowerCase()
    return allowed !== '' && (allowed === url.host || (!allowed.includes(':') && allowed === url.hostname && LOOPBACK.has(url.hostname)))
  })
}

/** Why a home link is refused, or undefined: empty, a portal page from the list, or an address on an allowed host. */
export function linkProblem(link: string, allowedHosts: readonly string[], required = false): string | undefined {
  const text = link.trim()
  if (!text) return required ? '请填写链接' : undefined
  if (text.length > 1000) return '链接不能超过 1000 个字符'
  if (/^https?:\/\//i.test(text)) return onAllowedHost(text, allowedHosts) ? undefined : '链接的域名不在允许的列表中'
  if (text.startsWith('/')) {
    const path = text.slice(1).split(/[?#]/, 1)[0] ?? ''
    if ((PORTAL_LINK_ROUTES as readonly string[]).includes(path)) return undefined
  }
  return '链接须为门户页面（如 /pagesA/news/detail?id=1）或允许域名下的网址'
}

/** An image or video address: this server's own path (uploads, assets) or an absolute address on an allowed host. */
export function mediaProblem(address: string, allowedHosts: readonly string[], what: string): string | undefined {
  const text = address.trim()
  if (!text) return `请上传或填写${what}`
  if (text.startsWith('/') && !text.startsWith('//') && !/[\\\s]/.test(text)) return undefined
  if (onAllowedHost(text, allowedHosts)) return undefined
  return `${what}须为本站上传的文件或允许域名下的地址`
}

/** Why a validity window is refused, or undefined; `required` for pop-ups, whose window has both ends. */
export function windowProblem(
  startTime: string | null | undefined,
  endTime: string | null | undefined,
  required = false,
): string | undefined {
  if (required && (!startTime || !endTime)) return '请填写开始和结束时间'
  if (startTime && endTime && new Date(endTime).getTime() <= new Date(startTime).getTime()) return '结束时间须晚于开始时间'
  return undefined
}

/** An article's schedule: the offline time, when set, after the release time. */
export function articleScheduleProblem(
  releaseStartTime: string | null | undefined,
  offlineTime: string | null | undefined,
): string | undefined {
  if (releaseStartTime && offlineTime && new Date(offlineTime).getTime() <= new Date(releaseStartTime).getTime())
    return '下线时间须晚于发布时间'
  return undefined
}

/** The console's article kinds: 图文 (text and images) or 视频; the portal's 图集 is edited on the portal side only. */
export const CONSOLE_ARTICLE_MEDIA = { article: '图文', video: '视频' } as const
export type ConsoleArticleMedia = keyof typeof CONSOLE_ARTICLE_MEDIA

export interface ArticleMediaFields {
  mediaType: ConsoleArticleMedia
  videoUrl?: string
  poster?: string
}

/**
 * Why an article's video fields are refused, by field (empty: acceptable). A 视频 article needs a video address (an
 * upload or an address on an allowed host, as a pop-up's video); its poster may be empty (the portal shows the cover).
 */
export function articleMediaProblems(article: ArticleMediaFields, allowedHosts: readonly string[]) {
  const problems: { field: 'videoUrl' | 'poster'; message: string }[] = []
  if (article.mediaType !== 'video') return problems
  const video = mediaProblem(article.videoUrl ?? '', allowedHosts, '视频')
  if (video) problems.push({ field: 'videoUrl', message: video })
  const poster = article.poster?.trim() ? mediaProblem(article.poster, allowedHosts, '海报') : undefined
  if (poster) problems.push({ field: 'poster', message: poster })
  return problems
}

/** The video fields as stored: trimmed for a 视频 article, cleared for a 图文 one. */
export function articleMediaOf(article: ArticleMediaFields): Required<ArticleMediaFields> {
  return article.mediaType === 'video'
    ? { mediaType: 'video', videoUrl: article.videoUrl?.trim() ?? '', poster: article.poster?.trim() ?? '' }
    : { mediaType: 'article', videoUrl: '', poster: '' }
}

/** What the console edits of a home piece (one shape for the four; each kind uses the fields it has). */
export interface HomeItemFields {
  title: string
  image?: string
  mediaType?: 'image' | 'video'
  videoUrl?: string
  link?: string
  startTime?: string | null
  endTime?: string | null
  identities?: string[]
}

export type HomeItemField = keyof HomeItemFields

/** Every refused field of a home piece with its reason (empty: acceptable). The console shows them under the fields. */
export function homeItemProblems(kind: HomeContentKind, item: HomeItemFields, allowedHosts: readonly string[]) {
  const problems: { field: HomeItemField; message: string }[] = []
  const add = (field: HomeItemField, message: string | undefined) => {
    if (message) problems.push({ field, message })
  }
  const title = item.title.trim()
  add(
    'title',
    !title
      ? '请填写标题'
      : title.length > (kind === 'marquee' ? 100 : 60)
        ? `标题不能超过 ${kind === 'marquee' ? 100 : 60} 个字`
        : undefined,
  )
  if (kind !== 'marquee') add('image', mediaProblem(item.image ?? '', allowedHosts, kind === 'floatingBox' ? '图标' : '图片'))
  if (kind === 'popup' && item.mediaType === 'video') add('videoUrl', mediaProblem(item.videoUrl ?? '', allowedHosts, '视频'))
  add('link', linkProblem(item.link ?? '', allowedHosts, kind === 'floatingBox'))
  add('endTime', windowProblem(item.startTime, item.endTime, kind === 'popup'))
  if (kind === 'popup' && (item.identities ?? []).some((code) => !(IDENTITY_CODES as readonly string[]).includes(code)))
    add('identities', '面向人群只能是学生、教师、访客或管理员')
  return problems
}

import '@/components/__tests__/taro-build-flags'
import { render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { WebViewPage } from '@/features/webview/web-view-page'
import { isReachable } from '@/features/webview/reachability'
import { loadAllowedHosts, resetAllowedHostsCache } from '@/features/webview/host-policy'

jest.mock('@/features/webview/reachability', () => ({ isReachable: jest.fn(async () => true) }))
jest.mock('@/lib/portal-config-api', () => ({
  getAppSystemConf: jest.fn(async () => ({ casArry: ['apps.demo.edu'] })),
}))
jest.mock('@/lib/visit-log', () => ({
  saveVisit: jest.fn(async () => ({ id: 1 })),
}))

const taro = Taro as unknown as { useRouter: () => { params: Record<string, string | undefined> } }

function openWith(params: Record<string, string | undefined>, fallbackUrl?: string) {
  taro.useRouter = () => ({ params })
  return render(<WebViewPage fallbackUrl={fallbackUrl} missingText="该标签未配置外部页面" />)
}

const frameSrc = (container: HTMLElement) =>
  container.querySelector('.portal-webview')?.firstElementChild?.getAttribute('src') ??
  (container.querySelector('.portal-webview')?.firstElementChild as unknown as { src?: string })?.src

beforeEach(() => {
  resetAllowedHostsCache()
  ;(isReachable as jest.Mock).mockResolvedValue(true)
  document.cookie = 'userToken=tok.en; path=/'
})

describe('WebViewPage', () => {
  it('opens an allowed host with the token as tokenTransType says', async () => {
    const url = encodeURIComponent(encodeURIComponent('https://apps.demo.edu/app?x=1'))
    const { container } = openWith({ url, tokenTransType: 'url' })
    await waitFor(() => expect(container.querySelector('.portal-webview')).not.toBeNull())
    expect(frameSrc(container)).toBe('https://apps.demo.edu/app?x=1&idToken=tok.en')
  })

  it('fills the {idToken} placeholder of this site', async () => {
    const { container } = openWith({ url: encodeURIComponent('/portal-api/x?t={idToken}') })
    await waitFor(() => expect(container.querySelector('.portal-webview')).not.toBeNull())
    expect(frameSrc(container)).toBe('http://localhost/portal-api/x?t=tok.en')
  })

  it.each(['javascript:alert(1)', 'https://evil.example/', 'https://apps.demo.edu.evil.example/'])(
    'refuses %s with a clear page',
    async (target) => {
      const { container } = openWith({ url: encodeURIComponent(target), tokenTransType: 'url' })
      await screen.findByText('无法打开该页面')
      expect(container.querySelector('.portal-webview')).toBeNull()
    },
  )

  it('says so when the address cannot be reached', async () => {
    ;(isReachable as jest.Mock).mockResolvedValue(false)
    openWith({ url: encodeURIComponent('https://apps.demo.edu/down') })
    await screen.findByText('页面暂时无法访问，请检查网络后重试')
  })

  it('uses the fallback address, or explains that none is configured', async () => {
    const { container, unmount } = openWith({}, 'https://apps.demo.edu/tab')
    await waitFor(() => expect(container.querySelector('.portal-webview')).not.toBeNull())
    unmount()
    openWith({})
    await screen.findByText('该标签未配置外部页面')
  })

  it('fetches the allowed hosts once', async () => {
    const fetchSettings = jest.fn(async () => ({ casArry: ['a.edu'] }) as never)
    resetAllowedHostsCache()
    await loadAllowedHosts(fetchSettings)
    await loadAllowedHosts(fetchSettings)
    expect(fetchSettings).toHaveBeenCalledTimes(1)
  })
})

import { RequestError } from '@/lib/request-errors'

jest.mock('@/lib/request', () => ({ requestData: jest.fn() }))

const system = { schoolName: '示范大学' }
const modules = { servicesNumPerRow: 5 }

// Fresh modules each test: the shared start-up answer lives for a few seconds inside the module.
let api: typeof import('@/lib/portal-config-api')
let answers: jest.Mock
beforeEach(() => {
  jest.isolateModules(() => {
    api = require('@/lib/portal-config-api')
    answers = require('@/lib/request').requestData
  })
})
const urls = () => answers.mock.calls.map(([options]) => (options as { url: string }).url)

describe('portal configuration reads', () => {
  it('system config and module settings asked at start come from the one start-up call', async () => {
    answers.mockResolvedValue({ system, modules, tabs: [], theme: null })
    const [startup, sys, mod] = await Promise.all([api.getStartupConfig(), api.getSystemConf(), api.getAppSystemConf()])
    expect(startup.tabs).toEqual([])
    expect(sys).toEqual(system)
    expect(mod).toEqual(modules)
    expect(urls()).toEqual(['/portal-api/v1/config/startup'])
  })

  it('a server without the start-up call answers the spec’s own calls', async () => {
    answers.mockImplementation(async ({ url }: { url: string }) => {
      if (url.endsWith('/startup')) throw new RequestError('http', '请求失败（404）', { url, status: 404 })
      return url.endsWith('/getSystemConf') ? system : modules
    })
    await expect(api.getSystemConf()).resolves.toEqual(system)
    await expect(api.getAppSystemConf()).resolves.toEqual(modules)
    expect(urls()).toEqual([
      '/portal-api/v1/config/startup',
      '/portal-api/v1/config/system/getSystemConf',
      '/portal-api/v1/config/startup',
      '/portal-api/v1/config/system/getAppSystemConf',
    ])
  })
})

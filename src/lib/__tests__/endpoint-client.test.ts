import type { cmsEndpoints } from '@contract/cms'
import { cmsPaths } from '@contract/paths/cms'
import type { messageCenterEndpoints } from '@contract/message-center'
import { messageCenterPaths } from '@contract/paths/message-center'
import { endpointClient } from '@/lib/endpoint-client'
import { request, requestData } from '@/lib/request'

jest.mock('@/lib/request', () => ({
  request: jest.fn(async () => ({ code: 0, message: '成功', data: 7 })),
  requestData: jest.fn(async () => ({ items: [], total: 0, page: 1, size: 10 })),
}))

describe('endpointClient', () => {
  beforeEach(() => jest.clearAllMocks())

  it('calls the base and path of the description with its method, fields as given', async () => {
    const cms = endpointClient<typeof cmsEndpoints>(cmsPaths)
    const page = await cms.contentList({ data: { columnCode: 'tzgg', pageNum: 2, pageSize: 10 } })
    expect(page).toEqual({ items: [], total: 0, page: 1, size: 10 })
    expect(requestData).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/portal-api/v1/cms/mobile/content/list',
        method: 'GET',
        data: { columnCode: 'tzgg', pageNum: 2, pageSize: 10 },
      }),
    )
  })

  it('sends JSON where the path says so, and `raw` resolves with the whole answer', async () => {
    const mc = endpointClient<typeof messageCenterEndpoints>(messageCenterPaths)
    const answer = await mc.getAppAllUnReadCountNew.raw({ data: { mobile: false } })
    expect(answer).toEqual({ code: 0, message: '成功', data: 7 })
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/message-center/center/api/v1/instantMessage/getAppAllUnReadCount/new',
        method: 'POST',
        json: true,
        data: { mobile: false },
      }),
    )
  })

  it('every path constant names a service base and an absolute path', () => {
    for (const table of [cmsPaths, messageCenterPaths]) {
      for (const path of Object.values(table)) {
        expect(path.path.startsWith('/')).toBe(true)
        expect(['GET', 'POST']).toContain(path.method)
      }
    }
  })
})

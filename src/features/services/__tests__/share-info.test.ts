import { decodeServiceInfo, serviceSharePath } from '@/features/services/share-info'

describe('serviceInfo', () => {
  it('round-trips through the share path and reads the server’s once-encoded form', () => {
    const path = serviceSharePath({ serviceId: 7, serviceName: '请假申请', inviter: '2026001' })
    expect(path.startsWith('/pages/service/serviceShare?')).toBe(true)
    const raw = new URLSearchParams(path.split('?')[1]).get('serviceInfo')
    expect(decodeServiceInfo(raw)).toEqual({ serviceId: 7, serviceName: '请假申请', inviter: '2026001' })
    expect(decodeServiceInfo(encodeURIComponent(JSON.stringify({ serviceId: 3, serviceName: '成绩查询' })))).toEqual({
      serviceId: 3,
      serviceName: '成绩查询',
      inviter: undefined,
    })
  })

  it('refuses what is not a service', () => {
    for (const raw of [undefined, '', 'abc', '{"serviceId":0}', '{"serviceId":"x"}', '%E0%A4%A']) expect(decodeServiceInfo(raw)).toBeNull()
  })
})

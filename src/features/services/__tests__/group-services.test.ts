import { groupServices } from '@/features/services/group-services'
import type { ServiceItem } from '@contract/cms'

const s = (serviceId: number, serviceName: string, serviceType: string, serviceSource = '', desc = '') =>
  ({ serviceId, serviceName, serviceType, serviceSource, desc }) as unknown as ServiceItem

const all = [
  s(1, '课表查询', '教务服务', '教务处'),
  s(2, '图书借阅', '图书服务', '图书馆', '借阅续借'),
  s(3, '成绩查询', '教务服务', '教务处'),
  s(4, '报修', ''),
]

test('groups by type in server order, unknown types last as 其他服务', () => {
  expect(groupServices(all).map((g) => [g.type, g.services.map((x) => x.serviceId)])).toEqual([
    ['教务服务', [1, 3]],
    ['图书服务', [2]],
    ['其他服务', [4]],
  ])
})

test('filters by name, provider or description, ignoring case and spaces', () => {
  expect(groupServices(all, ' 成绩 ').flatMap((g) => g.services.map((x) => x.serviceId))).toEqual([3])
  expect(groupServices(all, '图书馆').flatMap((g) => g.services.map((x) => x.serviceId))).toEqual([2])
  expect(groupServices(all, '续借').flatMap((g) => g.services.map((x) => x.serviceId))).toEqual([2])
  expect(groupServices(all, 'nothing')).toEqual([])
})

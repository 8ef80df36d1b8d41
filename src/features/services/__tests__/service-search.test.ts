import type { ServiceCard } from '@contract/services'
import { highlightParts, searchServices } from '@/features/services/service-search'

const card = (serviceName: string, nameSpelling: string[], extra: Partial<ServiceCard> = {}) =>
  ({
    serviceId: nameSpelling.length + serviceName.length,
    serviceName,
    nameSpelling,
    keywords: '',
    desc: '',
    serviceSource: '教务处',
    ...extra,
  }) as ServiceCard

const grades = card('成绩查询', ['cheng', 'ji', 'cha', 'xun'], { keywords: '分数 绩点 GPA' })
const library = card('图书借阅', ['tu', 'shu', 'jie', 'yue'], { serviceSource: '图书馆' })
const vpn = card('VPN 使用指南', ['v', 'p', 'n', ' ', 'shi', 'yong', 'zhi', 'nan'])
const all = [library, grades, vpn]

describe('searchServices', () => {
  it('finds 成绩查询 by its pinyin initials and highlights the matched characters', () => {
    const [hit] = searchServices(all, 'cjcx')
    expect(hit?.service.serviceName).toBe('成绩查询')
    expect(hit?.highlight).toEqual([[0, 4]])
    expect(searchServices(all, 'CX')[0]?.highlight).toEqual([[2, 4]])
  })

  it('matches full pinyin, also ending inside a syllable', () => {
    expect(searchServices(all, 'chengji')[0]?.highlight).toEqual([[0, 2]])
    expect(searchServices(all, 'chaxu')[0]?.highlight).toEqual([[2, 4]])
    expect(searchServices(all, 'tushujie')[0]?.service).toBe(library)
  })

  it('matches names first, then keywords and providers; nothing for an empty query', () => {
    expect(searchServices(all, '查询')[0]?.highlight).toEqual([[2, 4]])
    expect(searchServices(all, 'gpa').map((h) => h.service)).toEqual([grades])
    expect(searchServices(all, '图书馆').map((h) => h.service)).toEqual([library])
    expect(searchServices(all, 'vpn')[0]?.highlight).toEqual([[0, 3]])
    expect(searchServices(all, '  ')).toEqual([])
    expect(searchServices(all, 'zzzz')).toEqual([])
  })

  it('cuts a name into highlighted parts', () => {
    expect(highlightParts('成绩查询', [[2, 4]])).toEqual([
      { text: '成绩', hit: false },
      { text: '查询', hit: true },
    ])
  })
})

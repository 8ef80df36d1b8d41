import { highlightParts } from '@/features/services/service-search'

describe('highlightParts', () => {
  it('cuts a name into highlighted parts', () => {
    expect(highlightParts('成绩查询', [[2, 4]])).toEqual([
      { text: '成绩', hit: false },
      { text: '查询', hit: true },
    ])
  })
})

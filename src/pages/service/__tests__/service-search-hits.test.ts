import type { ServiceCard } from '@contract/services'
import type { SearchHit } from '@contract/search'
import { hitsInCatalogue, piecesToHighlight } from '@/pages/service/service-search-hits'

const card = (serviceId: number, serviceName: string) => ({ serviceId, serviceName }) as ServiceCard
const hit = (id: string, pieces: SearchHit['titlePieces']) =>
  ({ type: 'service', id, title: pieces.map((p) => p.text).join(''), titlePieces: pieces }) as SearchHit

describe('service search through the search service', () => {
  it('turns highlighted title pieces into character ranges (code points, like highlightParts)', () => {
    expect(
      piecesToHighlight([
        { text: '成绩', hit: true },
        { text: '查询', hit: false },
      ]),
    ).toEqual([[0, 2]])
    expect(
      piecesToHighlight([
        { text: '𠀀校', hit: false },
        { text: '园卡', hit: true },
      ]),
    ).toEqual([[2, 4]])
  })

  it("keeps the search service's order and leaves out services missing from my catalogue", () => {
    const catalogue = [card(1, '成绩查询'), card(2, '成绩复核')]
    const found = [
      hit('2', [{ text: '成绩复核', hit: false }]),
      hit('9', [{ text: '教师成绩录入', hit: false }]),
      hit('1', [
        { text: '成绩', hit: true },
        { text: '查询', hit: false },
      ]),
    ]
    expect(hitsInCatalogue(found, catalogue).map((h) => [h.service.serviceName, h.highlight])).toEqual([
      ['成绩复核', []],
      ['成绩查询', [[0, 2]]],
    ])
  })
})

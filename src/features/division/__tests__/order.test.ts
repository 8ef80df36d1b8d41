import { calendarOrder, chosenIds, moveChoice, toggleChoice, type OrderedChoice } from '@/features/division/order'

const list: OrderedChoice[] = [
  { id: 1, label: '学院新闻', chosen: true },
  { id: 2, label: '学工动态', chosen: true },
  { id: 3, label: '通知公告', chosen: false },
]

describe('ordered choices of the workbench settings', () => {
  it('moves a chosen item among the chosen ones only', () => {
    expect(chosenIds(moveChoice(list, 2, -1))).toEqual([2, 1])
    expect(chosenIds(moveChoice(list, 2, 1))).toEqual([1, 2])
    expect(chosenIds(moveChoice(list, 1, -1))).toEqual([1, 2])
    expect(moveChoice(list, 3, -1).map((c) => c.id)).toEqual([1, 2, 3])
  })

  it('a newly chosen item joins the end of the chosen ones; an unchosen one leaves the order', () => {
    expect(chosenIds(toggleChoice(list, 3))).toEqual([1, 2, 3])
    expect(chosenIds(toggleChoice(list, 1))).toEqual([2])
    expect(toggleChoice(list, 1).map((c) => c.id)).toEqual([2, 1, 3])
  })

  it('calendar settings list every calendar: the chosen in order and shown, the rest hidden, published kept', () => {
    const published = new Map([
      [7, true],
      [8, false],
      [9, true],
    ])
    expect(calendarOrder([9, 8], published)).toEqual([
      { id: 9, shown: true, published: true },
      { id: 8, shown: true, published: false },
      { id: 7, shown: false, published: true },
    ])
    expect(calendarOrder([], published).map((c) => c.shown)).toEqual([false, false, false])
  })
})

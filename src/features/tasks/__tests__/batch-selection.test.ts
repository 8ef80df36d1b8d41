import { BatchSelection } from '@/features/tasks/batch-selection'

describe('BatchSelection', () => {
  it('toggles items and 全选 selects all, a second 全选 clears', () => {
    const s = new BatchSelection(['a', 'b', 'c'])
    s.toggle('a')
    expect([s.count, s.allSelected]).toEqual([1, false])
    s.toggleAll()
    expect([s.count, s.allSelected]).toEqual([3, true])
    s.toggleAll()
    expect(s.count).toBe(0)
    s.toggle('b')
    s.toggle('b')
    expect(s.isSelected('b')).toBe(false)
  })

  it('keeps failures selected and locks successes after a run', () => {
    const s = new BatchSelection(['a', 'b', 'c'])
    s.toggleAll()
    s.applyResults([
      { id: 'a', ok: true },
      { id: 'b', ok: false, message: '该待办已被处理' },
      { id: 'c', ok: true },
    ])
    expect([...s.selected]).toEqual(['b'])
    expect([s.succeeded, s.failed]).toEqual([2, 1])
    expect(s.results.get('b')?.message).toBe('该待办已被处理')
    s.toggle('a')
    expect(s.isSelected('a')).toBe(false)
    expect(s.selectable).toEqual(['b'])
    expect(s.allSelected).toBe(true)
  })

  it('drops selections of items no longer listed; 全选 with nothing selectable stays off', () => {
    const s = new BatchSelection<string>(['a', 'b'])
    s.toggleAll()
    s.setIds(['b', 'd'])
    expect([...s.selected]).toEqual(['b'])
    const empty = new BatchSelection([])
    empty.toggleAll()
    expect([empty.count, empty.allSelected]).toEqual([0, false])
  })
})

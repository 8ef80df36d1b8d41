import Taro from '@tarojs/taro'
import { move } from '@/features/message-center/order'
import { initialSegment } from '@/features/message-center/segment'
import { paramText } from '@/features/message-center/params'
import { clearTodoDraft, normaliseReminders, readTodoDraft, writeTodoDraft } from '@/features/tasks/todo-draft'

describe('adjustmentOrder move', () => {
  it('moves an item up or down and ignores moves past either end', () => {
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(move(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c'])
  })
})

describe('message tab isactive', () => {
  it('opens the message side for 1 / news and the to-dos otherwise', () => {
    expect(['1', 'news', 'message', '0', 'task', 'myDone', undefined].map(initialSegment)).toEqual([
      'news',
      'news',
      'news',
      'task',
      'task',
      'task',
      'task',
    ])
  })

  it('decodes route parameters once and keeps text that is not encoded', () => {
    expect(paramText('%E6%B6%88%E6%81%AF')).toBe('消息')
    expect(paramText('100%')).toBe('100%')
    expect(paramText(undefined)).toBe('')
  })
})

describe('personal to-do draft', () => {
  beforeEach(() => Taro.clearStorageSync())

  it('carries executors and reminders between addtodo and its pickers', () => {
    expect(readTodoDraft()).toEqual({ executors: [], reminderTimes: [] })
    writeTodoDraft({ executors: [{ username: '2026001', name: '李明' }] })
    writeTodoDraft({ reminderTimes: ['2026-11-23T01:00:00.000Z'] })
    expect(readTodoDraft()).toEqual({ executors: [{ username: '2026001', name: '李明' }], reminderTimes: ['2026-11-23T01:00:00.000Z'] })
    clearTodoDraft()
    expect(readTodoDraft().executors).toEqual([])
  })

  it('sorts reminders and merges ones in the same minute', () => {
    expect(normaliseReminders(['2026-11-23T02:00:30.000Z', 'x', '2026-11-23T01:00:00.000Z', '2026-11-23T02:00:00.000Z'])).toEqual([
      '2026-11-23T01:00:00.000Z',
      '2026-11-23T02:00:00.000Z',
    ])
  })
})

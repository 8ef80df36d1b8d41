import type { RobotMessage } from '@contract/robot'
import type { RobotApi } from '@/features/robot/api'
import { RobotStore } from '@/features/robot/robot-store'

const message = (id: number, sender: RobotMessage['sender'], content: string, extra: Partial<RobotMessage> = {}): RobotMessage => ({
  id,
  sender,
  content,
  toAgent: false,
  sources: [],
  answered: false,
  rating: null,
  createdAt: '2026-11-23T02:00:00.000Z',
  ...extra,
})

function fakeApi(online: boolean) {
  const sent: Array<[string, boolean | undefined]> = []
  let next = 10
  const api: RobotApi = {
    hotQuestions: async () => [{ id: 1, question: '图书馆开放时间是几点？', category: '图书馆' }],
    chat: async (question, toAgent) => {
      sent.push([question, toAgent])
      const asked = message(next++, 'user', question, { toAgent: Boolean(toAgent) })
      return { question: asked, answer: toAgent ? null : message(next++, 'robot', '7:30–22:30', { answered: true }) }
    },
    comment: async (id, helpful) => message(id, 'robot', '7:30–22:30', { answered: true, rating: helpful ? 'helpful' : 'unhelpful' }),
    dialog: async (afterId) => (afterId ? [message(afterId + 1, 'agent', '您好，我是客服')] : [message(1, 'user', '你好')]),
    online: async () => ({ online, agents: online ? 1 : 0 }),
    leaveMessage: async () => ({ todoId: 7 }),
  }
  return { api, sent }
}

describe('RobotStore', () => {
  it('loads the dialog and hot questions, asks the robot and records the rating', async () => {
    const { api, sent } = fakeApi(true)
    const store = new RobotStore(async () => api)
    await store.load()
    expect(store.status).toBe('ready')
    expect(store.hot[0]!.question).toBe('图书馆开放时间是几点？')
    expect(await store.send('图书馆几点开门')).toBe(true)
    expect(sent).toEqual([['图书馆几点开门', false]])
    expect(store.messages.map((m) => m.sender)).toEqual(['user', 'user', 'robot'])
    await store.rate(11, true)
    expect(store.messages.find((m) => m.id === 11)!.rating).toBe('helpful')
  })

  it('转人工: a live chat when someone is on duty; replies arrive by polling', async () => {
    const { api, sent } = fakeApi(true)
    const store = new RobotStore(async () => api)
    await store.load()
    await store.toHuman()
    expect(store.mode).toBe('agent')
    await store.send('宿舍能养猫吗')
    expect(sent[0]).toEqual(['宿舍能养猫吗', true])
    await store.poll()
    expect(store.messages[store.messages.length - 1]!.sender).toBe('agent')
  })

  it('转人工 with nobody on duty: the leave-a-message form, then back to the robot', async () => {
    const { api } = fakeApi(false)
    const store = new RobotStore(async () => api)
    await store.load()
    await store.toHuman()
    expect(store.mode).toBe('leave-message')
    expect(await store.leaveMessage('热水器坏了')).toEqual({ todoId: 7 })
    expect(store.mode).toBe('robot')
  })

  it('a failed connection is an error state', async () => {
    const store = new RobotStore(async () => {
      throw new Error('令牌获取失败')
    })
    await store.load()
    expect(store.status).toBe('error')
  })
})

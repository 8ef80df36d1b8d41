import { TodoCountStore } from '../todo-count-store'

describe('TodoCountStore', () => {
  it('refresh loads the count again and keeps the badge when the load fails', async () => {
    const store = new TodoCountStore()
    await store.refresh(async () => ({ todo: 7 }))
    expect(store.count).toBe(7)
    await store.refresh(async () => {
      throw new Error('offline')
    })
    expect(store.count).toBe(7)
    await store.refresh(async () => ({ todo: -3 }))
    expect(store.count).toBe(0)
  })
})

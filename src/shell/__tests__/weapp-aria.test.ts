import { hooks } from '@tarojs/shared'
import '../weapp-aria.weapp'

// The runtime's alias table as Taro builds it: a component's attribute names to their short keys (p0, p1, …).
const ALIAS = { view: { ariaRole: 'p2', class: 'cl' } }

function element() {
  const updates: Array<{ path: string; value: unknown }> = []
  return { nodeName: 'view', _path: 'root.cn.[0]', enqueueUpdate: (u: { path: string; value: unknown }) => updates.push(u), updates }
}

describe('role after the first render reaches aria-role in the mini-program (weapp-aria.weapp.ts)', () => {
  it('a role set later is also sent as the node’s aria-role; removing it clears that', () => {
    const view = element()
    hooks.call('modifySetAttrPayload', view, 'role', { path: 'root.cn.[0].role', value: 'button' }, ALIAS)
    hooks.call('modifyRmAttrPayload', view, 'role', { path: 'root.cn.[0].role', value: '' }, ALIAS)
    expect(view.updates).toEqual([
      { path: 'root.cn.[0].p2', value: 'button' },
      { path: 'root.cn.[0].p2', value: '' },
    ])
  })

  it('other attributes, and components without aria-role in their templates, send nothing more', () => {
    const view = element()
    hooks.call('modifySetAttrPayload', view, 'class', { path: 'root.cn.[0].class', value: 'x' }, ALIAS)
    const image = { ...element(), nodeName: 'image' }
    hooks.call('modifySetAttrPayload', image, 'role', { path: 'root.cn.[0].role', value: 'img' }, ALIAS)
    expect([...view.updates, ...image.updates]).toEqual([])
  })

  it('writes role as aria-role when Taro first sends a node (hydrate)', () => {
    const data: Record<string, unknown> = { role: 'list' }
    hooks.call('modifyHydrateData', data, {})
    expect(data.ariaRole).toBe('list')
  })
})

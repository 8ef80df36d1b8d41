import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { RootStore } from '@/stores/root-store'
import { StoreProvider } from '@/stores/context'
import { usePageStore } from '@/stores/use-page-store'

describe('usePageStore', () => {
  it('creates the store once from the root and disposes it on unmount', () => {
    const root = new RootStore()
    const wrapper = ({ children }: { children: ReactNode }) => <StoreProvider store={root}>{children}</StoreProvider>
    const create = jest.fn((r: RootStore) => ({ root: r }))
    const dispose = jest.fn()
    const { result, rerender, unmount } = renderHook(() => usePageStore(create, dispose), { wrapper })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
    expect(first.root).toBe(root)
    expect(create).toHaveBeenCalledTimes(1)
    unmount()
    expect(dispose).toHaveBeenCalledWith(first)
  })
})

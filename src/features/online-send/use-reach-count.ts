import { useEffect, useState } from 'react'
import { reaction } from 'mobx'
import type { ChooseListStore } from './choose-list-store'
import { countRecipients } from './api'

export interface ReachCount {
  people: number
  external: number
  /** The server's refusal (an entry the sender may not address), shown under the chips. */
  problem: string | null
  counting: boolean
}

/** Distinct people the chosen list reaches, recounted by the server whenever the list changes. */
export function useReachCount(store: ChooseListStore): ReachCount {
  const [state, setState] = useState<ReachCount>({ people: 0, external: 0, problem: null, counting: false })
  useEffect(() => {
    let latest = 0
    const count = async () => {
      const ticket = ++latest
      if (store.items.length === 0) return setState({ people: 0, external: 0, problem: null, counting: false })
      setState((before) => ({ ...before, counting: true }))
      try {
        const reached = await countRecipients(store.items)
        if (ticket === latest) setState({ ...reached, problem: null, counting: false })
      } catch (error) {
        if (ticket === latest)
          setState({
            people: 0,
            external: 0,
            problem: error instanceof Error && error.message ? error.message : '人数统计失败',
            counting: false,
          })
      }
    }
    void count()
    return reaction(
      () => store.items.slice(),
      () => void count(),
    )
  }, [store])
  return state
}

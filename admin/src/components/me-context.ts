import { createContext, useContext } from 'react'
import type { ConsoleMe } from '@contract/admin-console'

export const MeContext = createContext<ConsoleMe | null>(null)

/** The signed-in operator (the console renders pages only once it is known). */
export function useMe(): ConsoleMe {
  const me = useContext(MeContext)
  if (!me) throw new Error('useMe outside the console')
  return me
}

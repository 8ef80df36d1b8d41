import { useCallback, useEffect, useState } from 'react'
import { watchNetwork } from './network-status'

/** Whether the device is online, following changes; `recheck()` re-reads the state (after 重新加载). */
export function useOnline(): { online: boolean; recheck: () => void } {
  const [online, setOnline] = useState(true)
  const [generation, setGeneration] = useState(0)
  useEffect(() => watchNetwork(setOnline), [generation])
  const recheck = useCallback(() => setGeneration((g) => g + 1), [])
  return { online, recheck }
}

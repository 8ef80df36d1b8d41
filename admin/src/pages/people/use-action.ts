import { useCallback } from 'react'
import { App } from 'antd'

/**
 * Runs one account or role action and says how it went: `done` on success, else the server's reason (a 409 here is a
 * rule, such as the last 全局管理员, not a stale copy, so it is shown as it is). Resolves true when it went through.
 */
export function useAction() {
  const { message } = App.useApp()
  return useCallback(
    async (run: () => Promise<unknown>, done: string): Promise<boolean> => {
      try {
        await run()
        message.success(done)
        return true
      } catch (error) {
        message.error((error as Error).message)
        return false
      }
    },
    [message],
  )
}

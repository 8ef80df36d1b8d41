import { useCallback } from 'react'
import { App } from 'antd'
import { ApiError } from '../api/client'

/**
 * Runs a console write and says how it went, in Chinese: `done` on success; a stale copy (409: someone saved
 * meanwhile) offers 重新加载, which runs `reload` and drops this edit; any other refusal shows the server's reason.
 * Resolves true when the write went through.
 */
export function useWrite(name: string, reload: () => void) {
  const { message, modal } = App.useApp()
  return useCallback(
    async (run: () => Promise<unknown>, done: string): Promise<boolean> => {
      try {
        await run()
        message.success(done)
        return true
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          modal.confirm({
            title: `${name}已被他人修改`,
            content: `${error.message}。重新加载会显示最新内容，您这次的修改不会保存。`,
            okText: '重新加载',
            cancelText: '继续编辑',
            onOk: reload,
          })
        } else message.error((error as Error).message)
        return false
      }
    },
    [name, reload, message, modal],
  )
}

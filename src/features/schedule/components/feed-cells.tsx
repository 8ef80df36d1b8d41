import { useState } from 'react'
import Taro from '@tarojs/taro'
import { NavCell } from './nav-cell'
import { Cell } from '@nutui/nutui-react-taro'
import { useDetailLoader } from '@/components/detail-page'
import { useSubmit } from '@/components/use-submit'
import { getFeedStatus, resetFeed, revokeFeed } from '@/features/schedule/api'

/** 日历订阅: a secret ICS address Apple/Google/Outlook calendars subscribe to; shown once when made, revocable. */
export function FeedCells() {
  const status = useDetailLoader(getFeedStatus, [])
  const [url, setUrl] = useState('')
  const make = useSubmit(resetFeed, {
    confirm: () =>
      status.data?.enabled ? '生成新链接后，旧链接将失效。继续？' : '生成后，任何拿到链接的人都能看到你的日程，请勿外传。继续？',
    failure: '生成失败',
    onSuccess: async ({ url: address }) => {
      setUrl(address)
      await status.reload()
      await Taro.setClipboardData({ data: address }).catch(() => undefined)
    },
    success: '链接已复制，请粘贴到手机或电脑的日历应用中订阅',
  })
  const stop = useSubmit(revokeFeed, {
    confirm: '停用后，已订阅的日历应用将不再更新。确定停用？',
    failure: '停用失败',
    success: '已停用',
    onSuccess: async () => {
      setUrl('')
      await status.reload()
    },
  })
  const enabled = status.data?.enabled ?? false
  return (
    <Cell.Group title="在其他日历应用中订阅" description="Apple 日历、Google 日历、Outlook 均可通过链接订阅，包含重复日程与时区">
      <NavCell
        title={enabled ? '重新生成订阅链接' : '生成订阅链接'}
        description={url || (enabled ? '已开启（链接只在生成时显示一次）' : '未开启')}
        clickable
        onClick={() => void make.run()}
        testId="feed-make"
      />
      {enabled ? <Cell title="停用订阅链接" clickable onClick={() => void stop.run()} /> : null}
    </Cell.Group>
  )
}

import { useEffect } from 'react'
import { View } from '@tarojs/components'
import { Loading } from '@nutui/nutui-react-taro'
import { nav } from '@/routes/nav'
import './index.scss'
import { PageStyle } from '@/components/page-style'

/**
 * Entry (`/`): a token in the address was already taken by the session start (spec §1); this page
 * only hands over to the home tab.
 */
export default function EntryPage() {
  useEffect(() => {
    void nav.relaunch('home')
  }, [])
  return (
    <View className="entry-page">
      <PageStyle />
      <Loading direction="vertical">正在进入…</Loading>
    </View>
  )
}

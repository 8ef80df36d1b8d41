import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { nav } from '@/routes/nav'
import type { ChooseListStore } from '@/features/online-send/choose-list-store'

/** 确定（n）: back to where the choice started; the choice itself is already in the store. */
export const DoneFooter = observer(function DoneFooter({ store }: { store: ChooseListStore }) {
  return (
    <Button block type="primary" onClick={() => void nav.back()} data-testid="choose-done">
      确定（已选 {store.items.length}）
    </Button>
  )
})

import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { nav } from '@/routes/nav'
import type { ChooseListStore } from '@/features/online-send/choose-list-store'

/** 确定（n）: back to 添加接收人, however many levels deep the choice was made; the choice itself is already in the store. */
export const DoneFooter = observer(function DoneFooter({ store }: { store: ChooseListStore }) {
  return (
    <Button block type="primary" onClick={() => void nav.backTo('chooseRecivePerson')} data-testid="choose-done">
      确定（已选 {store.items.length}）
    </Button>
  )
})

import { Text, View } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { PageShell } from '@/components/page-shell'
import { nav } from '@/routes/nav'
import { useFeatureStore } from '@/stores/context'
import { ChosenChips } from '@/features/online-send/components/chosen-chips'
import { DoneFooter } from '@/features/online-send/components/done-footer'
import { chooseListFeature } from '@/features/online-send/choose-list-store'
import '@/features/online-send/components/online-send.scss'

/** 添加接收人: the ways to choose (people, organisation tree, organisation search, groups, external contacts) and the selection so far. */
function ChooseRecivePersonPage() {
  const chooseList = useFeatureStore(chooseListFeature)
  return (
    <PageShell footer={<DoneFooter store={chooseList} />}>
      <Cell.Group>
        <Cell title="添加人员" description="按姓名、账号、拼音或首字母搜索" clickable onClick={() => nav.to('peopleSearch')} />
        <Cell title="按组织机构选择" description="学校 → 学院 → 系 / 班级" clickable onClick={() => nav.to('chooseOrganization')} />
        <Cell title="机构搜索" clickable onClick={() => nav.to('orgSearch')} />
        <Cell title="用户组" description="我的用户组与共享用户组" clickable onClick={() => nav.to('userGroup')} />
        <Cell title="外部联系人" description="手机号或邮箱" clickable onClick={() => nav.to('addExternalContacts')} />
      </Cell.Group>
      <View className="portal-card portal-card--spaced">
        <Text className="os-count">已选 {chooseList.items.length} 项（点击可移除）</Text>
        <ChosenChips store={chooseList} />
      </View>
    </PageShell>
  )
}

export default observer(ChooseRecivePersonPage)

import { useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { PageShell, useSubmit } from '@/components'
import { useStores } from '@/stores/context'
import { nav } from '@/routes/nav'
import { cacheSize, clearCache } from '@/lib/bridge'
import { toast } from '@/lib/ui'
import { plain } from '@/lib/plain-words'
import { logout } from '@/shell/logout'
import { confirmLogout } from '@/shell/confirm-logout'
import { checkForUpdate } from '@/features/personal/version-check'
import { downloadMyData } from '@/features/personal/export-my-data'
import { DetailSheet } from '@/features/personal/components/detail-sheet'
import { DeletionPanel } from '@/features/personal/components/deletion-sheet'
import { AppearanceCell } from './appearance-cell'
import { ElderModeCell } from './elder-mode-cell'
import './set.scss'

/** 设置: account and privacy entries, notifications, appearance (light/dark), 长辈模式, cache, updates, account switch, about, data rights, logout. */
function SetPage() {
  const store = useStores()
  const modules = store.portalConfig.modules
  const [size, setSize] = useState<string>('')
  const [deletionOpen, setDeletionOpen] = useState(false)

  const readSize = () =>
    void cacheSize()
      .then((o) => setSize(o.supported ? `${o.value.toFixed(2)} KB` : ''))
      .catch(() => setSize(''))
  useDidShow(readSize)

  const clear = useSubmit(clearCache, {
    failure: '清除失败',
    confirm: plain('确定清除缓存吗？登录状态与必要设置会保留。'),
    success: plain('缓存已清除'),
    onSuccess: readSize,
  })
  const update = useSubmit(checkForUpdate, {
    failure: '检查更新失败',
    onSuccess: async (check) => {
      if (check.handedToHost) return
      if (!check.newer)
        return void toast(check.latest ? `${plain('已是最新版本')} ${check.current || check.latest}` : plain('已是最新版本'))
      await Taro.showModal({
        title: `发现新版本 ${check.latest}`,
        content: check.notes || '请更新到最新版本',
        showCancel: false,
        confirmText: '知道了',
      })
    },
  })
  const exportData = useSubmit(downloadMyData, { failure: '导出失败', success: (name) => `已导出 ${name}` })

  return (
    <PageShell>
      <Cell.Group>
        {modules.isShowSafeSet ? <Cell title="账号与安全" clickable onClick={() => void nav.to('safeSet')} /> : null}
        <Cell title="隐私" clickable onClick={() => void nav.to('privacy')} />
        <Cell title="消息通知" clickable onClick={() => void nav.to('setNotify')} />
      </Cell.Group>
      <AppearanceCell />
      <ElderModeCell />
      <Cell.Group>
        <Cell title={plain('清除缓存')} extra={size} clickable data-testid="clear-cache" onClick={() => void clear.run()} />
        <Cell title={plain('检查更新')} extra={update.busy ? '检查中…' : ''} clickable onClick={() => void update.run()} />
        <Cell title="切换账号" clickable onClick={() => void nav.to('setChangeAccount')} />
        <Cell title="关于" clickable onClick={() => void nav.to('about')} />
        {modules.isShowProtocol ? <Cell title="隐私政策" clickable onClick={() => void nav.to('privacyPolicy')} /> : null}
      </Cell.Group>
      <Cell.Group>
        <Cell title="下载我的信息" description="导出您在本平台的个人数据" clickable onClick={() => void exportData.run()} />
        <Cell title="注销账号" clickable onClick={() => setDeletionOpen(true)} />
      </Cell.Group>
      <View className="set-page__logout">
        <Button
          block
          type="default"
          onClick={async () => {
            if (await confirmLogout()) await logout(store)
          }}
        >
          退出登录
        </Button>
      </View>
      {deletionOpen ? (
        <DetailSheet title="注销账号" visible onClose={() => setDeletionOpen(false)}>
          <DeletionPanel />
        </DetailSheet>
      ) : null}
    </PageShell>
  )
}

export default observer(SetPage)

import { useState } from 'react'
import { Cell } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { SwitchRow } from '@/components/switch-row'
import { errorText } from '@/components/errors'
import { useStores } from '@/stores/context'
import { toast } from '@/lib/ui'
import { saveDisplaySettings } from '@/features/personal/api'

/**
 * 长辈模式: larger type and controls and a simpler home, at once; saved with the account, so the person's other
 * devices follow. A refused save turns it back and says so. Absent where the platform cannot draw it yet.
 */
export const ElderModeCell = observer(function ElderModeCell() {
  const { display } = useStores()
  const [saving, setSaving] = useState(false)
  if (!display.canUseElderMode) return null
  const change = async (on: boolean) => {
    setSaving(true)
    try {
      await display.setElderMode(on, saveDisplaySettings)
      void toast(on ? '已开启长辈模式' : '已关闭长辈模式')
    } catch (error) {
      void toast(errorText(error, '保存失败，请稍后再试'))
    } finally {
      setSaving(false)
    }
  }
  return (
    <Cell.Group>
      <SwitchRow
        title="长辈模式"
        description="字更大、按钮更大，首页只留常用服务和新闻"
        checked={display.elderMode}
        disabled={saving}
        onChange={(on) => void change(on)}
      />
    </Cell.Group>
  )
})

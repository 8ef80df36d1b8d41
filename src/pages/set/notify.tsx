import { useState } from 'react'
import { Picker, Text, View } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import type { NotifySettings } from '@contract/personal'
import { DetailPage, SwitchRow, useSettingSaver } from '@/components'
import { isHostAppPresent } from '@/lib/bridge'
import { PLATFORM } from '@/lib/platform'
import { getNotifySettings, saveNotifySettings } from '@/features/personal/api'

/** A browser tab can neither vibrate nor play a notice sound on its own: those rows are for the app and the mini-program. */
const hasSoundAndVibration = () => PLATFORM !== 'h5' || isHostAppPresent()

function NotifySettingsForm({ initial }: { initial: NotifySettings }) {
  const [data, setData] = useState(initial)
  const settings = useSettingSaver()
  const change = <K extends keyof NotifySettings>(key: K, value: NotifySettings[K]) => {
    const before = data
    void settings.change(key, {
      apply: () => setData({ ...before, [key]: value }),
      save: () => saveNotifySettings({ [key]: value }),
      commit: setData,
      rollback: () => setData(before),
    })
  }
  return (
    <View>
      <Cell.Group>
        <SwitchRow
          title="新消息通知"
          description="收到新消息时提醒"
          checked={data.newMessageNotice}
          disabled={settings.pending('newMessageNotice')}
          onChange={(v) => change('newMessageNotice', v)}
        />
        {hasSoundAndVibration() ? (
          <>
            <SwitchRow
              title="声音"
              checked={data.sound}
              disabled={!data.newMessageNotice || settings.pending('sound')}
              onChange={(v) => change('sound', v)}
            />
            <SwitchRow
              title="振动"
              checked={data.vibrate}
              disabled={!data.newMessageNotice || settings.pending('vibrate')}
              onChange={(v) => change('vibrate', v)}
            />
          </>
        ) : null}
      </Cell.Group>
      <Cell.Group>
        <SwitchRow
          title="免打扰"
          description="时段内收到的消息不再提醒，仍可在消息中心查看"
          checked={data.dndEnabled}
          disabled={settings.pending('dndEnabled')}
          onChange={(v) => change('dndEnabled', v)}
        />
        {data.dndEnabled ? (
          <>
            <Picker mode="time" value={data.dndStart} onChange={(e) => change('dndStart', String(e.detail.value))}>
              <Cell title="开始时间" extra={<Text data-testid="dnd-start">{data.dndStart}</Text>} clickable />
            </Picker>
            <Picker mode="time" value={data.dndEnd} onChange={(e) => change('dndEnd', String(e.detail.value))}>
              <Cell title="结束时间" extra={<Text data-testid="dnd-end">{data.dndEnd}</Text>} clickable />
            </Picker>
          </>
        ) : null}
      </Cell.Group>
    </View>
  )
}

/** 消息通知: new-message notice, sound and vibration where the platform has them, do-not-disturb hours. */
export default function NotifyPage() {
  return <DetailPage load={getNotifySettings} render={(data) => <NotifySettingsForm initial={data} />} />
}

import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Cell, Checkbox } from '@nutui/nutui-react-taro'
import { Switch } from '@/components/switch'
import { useDetailLoader } from '@/components/detail-page'
import { PageShell } from '@/components/page-shell'
import { ListSkeleton } from '@/components/list-skeleton'
import { SwitchRow } from '@/components/switch-row'
import { useSettingSaver } from '@/components/use-setting-saver'
import { nav } from '@/routes/nav'
import {
  getReceiveSettings,
  getSendType,
  getSendTypeByMessageTypeCode,
  getUserSetting,
  saveReceiveSetting,
  updateUserSetting,
} from '@/features/message-center/api'
import type { ReceiveSetting, SendType, SendTypeCode, UserSetting } from '@/features/message-center/types'
import './personalSettingCenter.scss'

interface Loaded {
  user: UserSetting
  receive: ReceiveSetting[]
  allTypes: SendType[]
  /** Send types allowed per message type. */
  allowed: Record<string, SendType[]>
}

const USER_SWITCHES: { key: keyof UserSetting; title: string; desc: string }[] = [
  { key: 'mergeTaskMessage', title: '任务消息合并', desc: '在消息列表中显示待办事项' },
  { key: 'groupByTag', title: '按标签分组', desc: '消息应用按分组显示' },
  { key: 'showThirdMessage', title: '显示第三方消息', desc: '在消息中心显示第三方应用的消息' },
]

async function loadSettings(): Promise<Loaded> {
  const [user, receive, allTypes] = await Promise.all([getUserSetting(), getReceiveSettings(), getSendType()])
  const allowedList = await Promise.all(receive.map((r) => getSendTypeByMessageTypeCode(r.messageTypeCode).catch(() => allTypes)))
  return { user, receive, allTypes, allowed: Object.fromEntries(receive.map((r, i) => [r.messageTypeCode, allowedList[i]])) }
}

/** 消息设置: the user's message-centre preferences and, per message type, whether and how to receive it. */
export default function PersonalSettingCenterPage() {
  const loaded = useDetailLoader(loadSettings)
  // The settings as changed on this page; the loaded ones until the first change.
  const [edited, setEdited] = useState<Loaded | null>(null)
  const data = edited ?? loaded.data ?? null
  const setData = (change: (d: Loaded) => Loaded) =>
    setEdited((d) => {
      const current = d ?? loaded.data
      return current ? change(current) : d
    })
  // Any failed first load (a 404 included) shows the error with 重试, as before.
  const error = loaded.status === 'error' || loaded.status === 'not-found' ? loaded.error : null
  const settings = useSettingSaver()

  const setUser = (key: keyof UserSetting, value: boolean) => {
    if (!data) return
    const before = data.user
    const putUser = (user: UserSetting) => setData((d) => ({ ...d, user }))
    void settings.change(`user.${key}`, {
      apply: () => putUser({ ...before, [key]: value }),
      save: () => updateUserSetting({ [key]: value }),
      commit: putUser,
      rollback: () => putUser(before),
    })
  }

  const setReceive = (row: ReceiveSetting, patch: { receive?: boolean; sendTypes?: SendTypeCode[] }) => {
    const next = { ...row, ...patch }
    const replace = (r: ReceiveSetting) =>
      setData((d) => ({ ...d, receive: d.receive.map((x) => (x.messageTypeCode === r.messageTypeCode ? r : x)) }))
    void settings.change(row.messageTypeCode, {
      apply: () => replace(next),
      save: () => saveReceiveSetting({ messageTypeCode: row.messageTypeCode, receive: next.receive, sendTypes: next.sendTypes }),
      commit: replace,
      rollback: () => replace(row),
    })
  }

  return (
    <PageShell loading={!data && !error} skeleton={<ListSkeleton count={4} rows={2} />} error={error} onRetry={() => void loaded.retry()}>
      {data ? (
        <View>
          <Cell.Group title="消息中心">
            {USER_SWITCHES.map((s) => (
              <SwitchRow key={s.key} title={s.title} description={s.desc} checked={data.user[s.key]} onChange={(v) => setUser(s.key, v)} />
            ))}
            <Cell title="应用排序" clickable onClick={() => nav.to('adjustmentOrder')} />
            <Cell title="应用分组" clickable onClick={() => nav.to('applicationGroup')} />
            <Cell title="第三方消息" clickable onClick={() => nav.to('throughTrain')} />
          </Cell.Group>
          <Cell.Group title="接收设置">
            {data.receive.map((r) => {
              const allowed = data.allowed[r.messageTypeCode] ?? data.allTypes
              return (
                <Cell key={r.messageTypeCode}>
                  <View className="settings-row settings-row--full">
                    <View className="settings-row__head">
                      <View>
                        <Text className="settings-row__name">{r.messageTypeName}</Text>
                        <Text className="settings-row__sub">　{r.appName}</Text>
                      </View>
                      <Switch
                        checked={r.receive}
                        disabled={settings.pending(r.messageTypeCode)}
                        onChange={(v) => setReceive(r, { receive: v })}
                        aria-label={`接收${r.messageTypeName}`}
                      />
                    </View>
                    {r.receive ? (
                      <View className="settings-row__channels">
                        {allowed.map((t) => (
                          <Checkbox
                            key={t.code}
                            label={t.name}
                            disabled={t.required || settings.pending(r.messageTypeCode)}
                            checked={t.required || r.sendTypes.includes(t.code)}
                            onChange={(on) =>
                              setReceive(r, { sendTypes: on ? [...r.sendTypes, t.code] : r.sendTypes.filter((c) => c !== t.code) })
                            }
                          />
                        ))}
                      </View>
                    ) : null}
                  </View>
                </Cell>
              )
            })}
          </Cell.Group>
        </View>
      ) : null}
    </PageShell>
  )
}

import { useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { NavCell } from '@/features/schedule/components/nav-cell'
import { Cell } from '@nutui/nutui-react-taro'
import { PageShell } from '@/components/page-shell'
import { ListSkeleton } from '@/components/list-skeleton'
import { SwitchRow } from '@/components/switch-row'
import { useDetailLoader } from '@/components/detail-page'
import { useSettingSaver } from '@/components/use-setting-saver'
import { getScheduleSettings, listCalendars, saveScheduleSettings } from '@/features/schedule/api'
import { REMINDER_OPTIONS, reminderLabel } from '@/features/schedule/reminder-options'
import { FeedCells } from '@/features/schedule/components/feed-cells'
import { IcsImportPopup } from '@/features/schedule/components/ics-import-popup'
import { nav } from '@/routes/nav'
import { useFeatureStore, useStores } from '@/stores/context'
import type { ScheduleSettings } from '@contract/schedule'
import { scheduleFeature } from '@/features/schedule/schedule-store'

const REMINDER_CHOICES = [{ minutes: null, label: '不提醒' }, ...REMINDER_OPTIONS]

/** 日程设置: default reminder, first day of the week, default calendar, global zone, lunar dates and holidays; my calendars. */
function ScheduleSettingsPage() {
  const { timezone } = useStores()
  const schedule = useFeatureStore(scheduleFeature)
  const saver = useSettingSaver()
  const [settings, setSettings] = useState<ScheduleSettings | null>(null)
  const [importing, setImporting] = useState(false)
  const loaded = useDetailLoader(async () => {
    const [s, calendars] = await Promise.all([getScheduleSettings(), listCalendars()])
    setSettings(s)
    return calendars
  }, [])
  useDidShow(() => void loaded.reload())

  const change = (key: keyof ScheduleSettings, value: ScheduleSettings[keyof ScheduleSettings]) => {
    const before = settings!
    void saver.change(key, {
      apply: () => setSettings({ ...before, [key]: value }),
      save: () => saveScheduleSettings({ ...before, [key]: value }),
      commit: (saved) => {
        setSettings(saved)
        schedule.setPreferences(saved.weekStartsMonday, saved.showLunar)
        schedule.markChanged()
      },
      rollback: () => setSettings(before),
    })
  }
  const choose = async <T,>(items: ReadonlyArray<{ label: string; value: T }>, apply: (value: T) => void) => {
    try {
      const { tapIndex } = await Taro.showActionSheet({ itemList: items.map((i) => i.label) })
      const item = items[tapIndex]
      if (item) apply(item.value)
    } catch {
      // 取消
    }
  }

  const calendars = loaded.data
  if (!settings || !calendars)
    return (
      <PageShell loading={loaded.status === 'loading'} skeleton={<ListSkeleton count={3} />} error={loaded.error} onRetry={loaded.retry} />
    )
  const mine = calendars.mine
  return (
    <PageShell>
      <Cell.Group>
        <Cell
          title="默认提醒"
          extra={settings.defaultReminder === null ? '不提醒' : reminderLabel(settings.defaultReminder)}
          clickable
          onClick={() =>
            void choose(
              REMINDER_CHOICES.map((c) => ({ label: c.label, value: c.minutes })),
              (v) => change('defaultReminder', v),
            )
          }
        />
        <Cell
          title="默认日历"
          extra={mine.find((c) => c.id === settings.defaultCalendarId)?.name ?? ''}
          clickable
          onClick={() =>
            void choose(
              mine.map((c) => ({ label: c.name, value: c.id })),
              (v) => change('defaultCalendarId', v),
            )
          }
        />
        <NavCell
          title="全局时区"
          extra={timezone.global.name}
          clickable
          onClick={() => void nav.to('timeArea', { target: 'global' })}
          testId="global-zone"
        />
      </Cell.Group>
      <Cell.Group>
        <SwitchRow
          title="每周从周一开始"
          description="关闭后每周从周日开始"
          checked={settings.weekStartsMonday}
          disabled={saver.pending('weekStartsMonday')}
          onChange={(v) => change('weekStartsMonday', v)}
        />
        <SwitchRow
          title="显示农历和节假日"
          description="农历日期、节气、法定假日与调休上班日"
          checked={settings.showLunar}
          disabled={saver.pending('showLunar')}
          onChange={(v) => change('showLunar', v)}
        />
      </Cell.Group>
      <Cell.Group title="我的日历">
        {mine.map((c) => (
          <Cell
            key={c.id}
            title={c.name}
            extra={c.isDefault ? '默认' : ''}
            clickable
            onClick={() => void nav.to('calendarDetail', { id: String(c.id) })}
            style={{ borderLeft: `4px solid ${c.color}` }}
          />
        ))}
        <NavCell title="新增个人日历" clickable onClick={() => void nav.to('creatCalendar')} testId="new-calendar" />
        <NavCell
          title="导入日历文件"
          description="从其他日历应用导出的 .ics 文件"
          clickable
          onClick={() => setImporting(true)}
          testId="import-ics"
        />
      </Cell.Group>
      <Cell.Group title="订阅">
        {calendars.subscribed.map((c) => (
          <Cell
            key={c.id}
            title={c.name}
            clickable
            onClick={() => void nav.to('calendarDetail', { id: String(c.id) })}
            style={{ borderLeft: `4px solid ${c.color}` }}
          />
        ))}
        <Cell title="公共日历" description="校历、考试周、节假日与院系日历" clickable onClick={() => void nav.to('calendList')} />
      </Cell.Group>
      <FeedCells />
      <IcsImportPopup visible={importing} calendars={mine} onClose={() => setImporting(false)} onImported={() => schedule.markChanged()} />
    </PageShell>
  )
}

export default observer(ScheduleSettingsPage)

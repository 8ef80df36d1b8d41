import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { Cell } from '@nutui/nutui-react-taro'
import { PageShell } from '@/components/page-shell'
import { useSubmit } from '@/components/use-submit'
import { getScheduleSettings, saveScheduleSettings } from '@/features/schedule/api'
import { ChoiceList } from '@/features/schedule/components/choice-list'
import { NeedDraft } from '@/features/schedule/components/need-draft'
import { nav } from '@/routes/nav'
import { useFeatureStore, useStores } from '@/stores/context'
import { scheduleFeature } from '@/features/schedule/schedule-store'

/**
 * 选择时区 (spec §3: ~32 zones, UTC-12 to UTC+13). target=event: the zone of the event being written;
 * temporary: the zone the schedule tab shows for now; global (default): the app's zone, saved and cached (spec §4).
 */
function TimeAreaPage() {
  const { params } = useRouter()
  const target = params.target === 'event' || params.target === 'temporary' ? params.target : 'global'
  const { timezone } = useStores()
  const schedule = useFeatureStore(scheduleFeature)
  const saveGlobal = useSubmit(
    async (value: string) => {
      // The server keeps the zone for reminders' texts; the store caches it and resets the temporary zone.
      const settings = await getScheduleSettings()
      await saveScheduleSettings({ ...settings, timeZone: value })
      timezone.setGlobal(value)
      schedule.markChanged()
    },
    { failure: '保存失败', success: '已切换时区', then: 'back' },
  )
  if (target === 'event' && !schedule.draft) return <NeedDraft />
  const chosen = target === 'event' ? schedule.draft!.timeZone : target === 'temporary' ? timezone.temporary.value : timezone.global.value
  const pick = (value: string) => {
    if (target === 'event') schedule.update({ timeZone: value })
    else if (target === 'temporary') timezone.setTemporary(value)
    else return void saveGlobal.run(value)
    void nav.back()
  }
  return (
    <PageShell>
      {target === 'temporary' ? (
        <Cell
          title="临时查看其他时区的日程"
          description={`全局时区：${timezone.global.name}`}
          clickable
          onClick={() => pick(timezone.global.value)}
        />
      ) : null}
      <ChoiceList items={timezone.options.map((o) => ({ key: o.value, label: o.name }))} chosen={[chosen]} onPick={pick} testId="zone" />
    </PageShell>
  )
}

export default observer(TimeAreaPage)

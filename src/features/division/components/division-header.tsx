import { Text, View } from '@tarojs/components'
import { SegmentedTabs } from '@/components/segmented-tabs'
import type { Division, DivisionRole } from '@contract/division'
import './division-header.scss'

const ROLE_NAMES: Record<DivisionRole, string> = { member: '成员', publisher: '发布员', scheduleEditor: '日程编辑', admin: '管理员' }

/** The division's name, my roles there, and a switch when I belong to several divisions. */
export function DivisionHeader({
  divisions,
  current,
  onSwitch,
}: {
  divisions: Division[]
  current: Division
  onSwitch: (code: string) => void
}) {
  const roles = current.roles.filter((role) => role !== 'member')
  return (
    <View className="dv-header">
      <View className="dv-header__name-row">
        <Text className="dv-header__name" data-testid="division-name">
          {current.name}
        </Text>
        <Text className="dv-header__roles">{(roles.length ? roles : ['member' as const]).map((role) => ROLE_NAMES[role]).join(' · ')}</Text>
      </View>
      {divisions.length > 1 ? (
        <SegmentedTabs
          variant="chip"
          ariaLabel="切换单位"
          items={divisions.map((d) => ({ key: d.code, label: d.name }))}
          value={current.code}
          onChange={(code) => onSwitch(String(code))}
        />
      ) : null}
    </View>
  )
}

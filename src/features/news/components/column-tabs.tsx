import { View } from '@tarojs/components'
import { Tabs } from '@nutui/nutui-react-taro'
import type { CmsColumn } from '@/features/news/types'
import './column-tabs.scss'

/** Spec §9: tabs switch in 300 ms, items 44 px high. Only the bar is drawn; the list sits below it. */
export function ColumnTabs({ columns, value, onChange }: { columns: CmsColumn[]; value: string; onChange: (code: string) => void }) {
  return (
    <View className="column-tabs" data-testid="column-tabs">
      <Tabs value={value} duration={300} activeType="line" align="left" onChange={(v) => onChange(String(v))}>
        {columns.map((c) => (
          <Tabs.TabPane key={c.columnCode} title={c.name} value={c.columnCode} />
        ))}
      </Tabs>
    </View>
  )
}

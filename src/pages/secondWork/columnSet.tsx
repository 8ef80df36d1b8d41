import { useRouter } from '@tarojs/taro'
import { WorkbenchSettingsPage } from '@/features/division/components/workbench-settings-page'
import { fetchWorkbenchSettings, saveWorkbenchColumns } from '@/features/division/api'

/** 栏目设置: which news columns the workbench shows (the division's own and the school's), in what order. */
export default function ColumnSetPage() {
  const { params } = useRouter()
  return (
    <WorkbenchSettingsPage
      code={params.code}
      what="栏目"
      testId="column-choices"
      load={async (code) =>
        (await fetchWorkbenchSettings(code)).columns.map((c) => ({
          id: c.id,
          label: c.name,
          note: c.owned ? '本单位栏目' : '学校栏目',
          chosen: c.shown,
        }))
      }
      save={saveWorkbenchColumns}
    />
  )
}

import { useRouter } from '@tarojs/taro'
import { WorkbenchSettingsPage } from '@/features/division/components/workbench-settings-page'
import { fetchWorkbenchSettings, saveWorkbenchServices } from '@/features/division/api'

/** 服务设置: which services the workbench pins, in what order. */
export default function ServiceSetPage() {
  const { params } = useRouter()
  return (
    <WorkbenchSettingsPage
      code={params.code}
      what="服务"
      testId="service-choices"
      load={async (code) =>
        (await fetchWorkbenchSettings(code)).services.map((s) => ({
          id: s.serviceId,
          label: s.serviceName,
          note: s.serviceType,
          chosen: s.pinned,
        }))
      }
      save={saveWorkbenchServices}
    />
  )
}

import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import { Section } from '@/components/section'
import { useSubmit } from '@/components/use-submit'
import { timeAgo } from '@/lib/time-ago'
import type { ScanRecord } from '@contract/services'
import { clearScanLog, fetchScanLog } from '@/features/services/api'
import { openScanRecord } from '@/features/services/scan'
import './scan-log.scss'

const KIND_TEXT: Record<ScanRecord['kind'], string> = { service: '服务', web: '网页', text: '文本' }

/** 最近扫描 (getScanInfo): the user's latest scans; tapping one opens where it led; 清空 empties the log. Hidden while empty. */
export function ScanLog({ limit = 5 }: { limit?: number }) {
  const [records, setRecords] = useState<ScanRecord[]>([])
  useEffect(() => {
    fetchScanLog(limit).then(
      (page) => setRecords(page.items),
      () => setRecords([]),
    )
  }, [limit])
  const clear = useSubmit(clearScanLog, {
    failure: '清空失败',
    confirm: '确定清空全部扫码记录吗？清空后无法恢复。',
    success: '已清空',
    onSuccess: () => setRecords([]),
  })
  if (records.length === 0) return null
  return (
    <Section
      title="最近扫描"
      action={
        <Text
          className="portal-section__more"
          data-testid="scan-log-clear"
          aria-label="清空最近扫描"
          aria-disabled={clear.busy}
          onClick={() => void clear.run()}
          {...BUTTON_ROLE}
        >
          {clear.busy ? '清空中…' : '清空'}
        </Text>
      }
    >
      <View className="scan-log" data-testid="scan-log">
        {records.map((record) => (
          <View
            key={record.id}
            className="scan-log__row"
            aria-label={record.serviceName || record.text}
            onClick={() => void openScanRecord(record)}
            {...BUTTON_ROLE}
          >
            <Text className={`scan-log__kind scan-log__kind--${record.kind}`}>{KIND_TEXT[record.kind]}</Text>
            <Text className="scan-log__text">{record.serviceName || record.text}</Text>
            <Text className="scan-log__time">{timeAgo(record.scannedAt)}</Text>
          </View>
        ))}
      </View>
    </Section>
  )
}

import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import { EmptyState } from '@/components/empty-state'
import { PageShell } from '@/components/page-shell'
import { nav } from '@/routes/nav'
import { fetchPublicDiversionList } from '@/features/diversion/api'
import { decodeDiversionInfo } from '@/features/diversion/diversion'
import type { DiversionRecord } from '@/features/diversion/types'
import { openLink } from '@/routes/open-link'
import { toast } from '@/lib/ui'
import './fenliu.scss'

function open(record: DiversionRecord) {
  if (!openLink(record.url)) void toast('该入口暂不可用')
}

/** The diversion landing (param fenliuInfo): the user's record first, then the public entries. */
export default function DiversionPage() {
  const { params } = useRouter()
  const record = decodeDiversionInfo(params.fenliuInfo)
  const [others, setOthers] = useState<DiversionRecord[]>([])

  useEffect(() => {
    fetchPublicDiversionList()
      .then((body) => setOthers(body.code === 0 ? body.data.filter((r) => r.url !== record?.url) : []))
      .catch(() => undefined)
  }, [])

  return (
    <PageShell>
      {record ? (
        <View className="fenliu-card portal-card" data-testid="diversion-record">
          <Text className="fenliu-card__label">为你推荐</Text>
          <Text className="fenliu-card__title">{record.title}</Text>
          <Button type="primary" block onClick={() => open(record)} data-testid="diversion-open">
            立即进入
          </Button>
        </View>
      ) : (
        <EmptyState kind="not-found" description="分流信息无效" />
      )}
      {others.length > 0 ? (
        <Cell.Group title="其他入口">
          {others.map((r) => (
            <Cell key={r.id} title={r.title} clickable onClick={() => open(r)} extra="进入" />
          ))}
        </Cell.Group>
      ) : null}
      <View className="fenliu-home">
        <Button fill="outline" type="primary" block onClick={() => void nav.to('home')}>
          进入首页
        </Button>
      </View>
    </PageShell>
  )
}

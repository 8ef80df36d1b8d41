import { useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { SearchBar } from '@nutui/nutui-react-taro'
import { useDetailLoader } from '@/components/detail-page'
import { EmptyState, ErrorState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { errorText } from '@/components/errors'
import { fetchForceRecommServices } from '@/features/home/api'
import { ServiceList } from '@/features/services/components/service-list'
import { groupServices } from '@/features/services/group-services'
import './index.scss'

/** Service centre: every service the portal offers, by type, with a search over names and providers. */
export default function ServiceTab() {
  const [query, setQuery] = useState('')
  const services = useDetailLoader(fetchForceRecommServices)
  const groups = useMemo(() => groupServices(services.data ?? [], query), [services.data, query])

  return (
    <View className="tab-page service-tab">
      <SearchBar placeholder="搜索服务名称或部门" value={query} onChange={setQuery} onClear={() => setQuery('')} />
      {services.status === 'loading' && <ListSkeleton count={3} rows={2} />}
      {services.status === 'error' && <ErrorState message={errorText(services.error, '服务加载失败')} onRetry={services.retry} />}
      {services.status === 'ready' && groups.length === 0 && (
        <EmptyState kind={query ? 'not-found' : 'empty'} description={query ? `没有找到与“${query}”相关的服务` : '暂无可用服务'} />
      )}
      {groups.map((group) => (
        <View key={group.type} className="service-tab__group">
          <Text className="service-tab__title">{group.type}</Text>
          <ServiceList services={group.services} />
        </View>
      ))}
    </View>
  )
}

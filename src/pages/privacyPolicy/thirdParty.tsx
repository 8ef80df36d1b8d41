import { Text, View } from '@tarojs/components'
import { DetailPage } from '@/components'
import { getPrivacyPolicy } from '@/features/personal/api'
import { versionLine } from '@/features/personal/use-privacy-policy'
import './privacy-policy.scss'

/** 第三方信息共享清单: with whom data is shared, why, which data, and how to reach them. */
export default function ThirdPartyPage() {
  return (
    <DetailPage
      load={getPrivacyPolicy}
      render={(policy) => (
        <View>
          <Text className="policy-meta">{versionLine(policy)}</Text>
          {policy.thirdParty.map((item) => (
            <View key={item.name} className="policy-item">
              <Text className="policy-item__title">{item.name}</Text>
              <Text className="policy-item__line">用途：{item.purpose}</Text>
              <Text className="policy-item__line">共享信息：{item.data}</Text>
              <Text className="policy-item__line">联系方式：{item.contact}</Text>
            </View>
          ))}
        </View>
      )}
    />
  )
}

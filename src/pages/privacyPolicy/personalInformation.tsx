import { Text, View } from '@tarojs/components'
import { DetailPage } from '@/components'
import { getPrivacyPolicy } from '@/features/personal/api'
import { versionLine } from '@/features/personal/use-privacy-policy'
import './privacy-policy.scss'

/** 个人信息收集清单: what is collected, why, and where it is used. */
export default function PersonalInformationPage() {
  return (
    <DetailPage
      load={getPrivacyPolicy}
      render={(policy) => (
        <View>
          <Text className="policy-meta">{versionLine(policy)}</Text>
          {policy.personalInformation.map((item) => (
            <View key={item.what} className="policy-item">
              <Text className="policy-item__title">{item.what}</Text>
              <Text className="policy-item__line">目的：{item.why}</Text>
              <Text className="policy-item__line">使用场景：{item.where}</Text>
            </View>
          ))}
        </View>
      )}
    />
  )
}

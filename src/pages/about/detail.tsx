import { Text, View } from '@tarojs/components'
import { DetailPage, EmptyState } from '@/components'
import { getAppVersionInfo } from '@/lib/portal-config-api'
import './about.scss'

const PLATFORM_NAMES: Record<string, string> = { android: 'Android', ios: 'iOS', h5: '网页版' }

/** 版本说明: the release notes of every platform's current version. */
export default function AboutDetail() {
  return (
    <DetailPage
      load={getAppVersionInfo}
      render={(info) =>
        info.versions.length === 0 ? (
          <EmptyState description="暂无版本说明" />
        ) : (
          <View>
            {info.versions.map((v) => (
              <View key={v.platform} className="about-release">
                <Text className="about-release__title">
                  {PLATFORM_NAMES[v.platform] ?? v.platform} {v.version}
                </Text>
                <Text className="about-release__date">发布于 {v.releasedAt.slice(0, 10)}</Text>
                <Text className="about-release__notes">{v.releaseNotes || '暂无说明'}</Text>
              </View>
            ))}
          </View>
        )
      }
    />
  )
}

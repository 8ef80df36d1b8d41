import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { PageShell } from '@/components'
import { useStores } from '@/stores/context'
import { appVersion } from '@/lib/bridge'
import { nav } from '@/routes/nav'
import { agreementBlocks } from '@/features/auth/agreement-text'
import './about.scss'

/** 关于: logo (appAboutLog), version, introduction, release notes, agreements and contact. */
function AboutPage() {
  const { portalConfig } = useStores()
  const system = portalConfig.system
  const telephone = portalConfig.modules.telephone
  const [version, setVersion] = useState('')
  useEffect(() => {
    appVersion().then(
      (o) => setVersion(o.supported ? o.value : ''),
      () => undefined,
    )
  }, [])
  return (
    <PageShell loading={!system}>
      <View className="about">
        {portalConfig.logo ? <Image className="about__logo" src={portalConfig.logo} mode="aspectFit" aria-label="校徽" /> : null}
        <Text className="about__name">{portalConfig.schoolName}移动门户</Text>
        {version ? <Text className="about__version">版本 {version}</Text> : null}
        {agreementBlocks(system?.aboutText).map((b, i) => (
          <Text key={i} className="about__intro">
            {b.text}
          </Text>
        ))}
      </View>
      <Cell.Group>
        <Cell title="版本说明" clickable onClick={() => void nav.to('aboutDetail')} />
        <Cell title="用户协议" clickable onClick={() => void nav.to('aboutAgreement')} />
        <Cell title="隐私政策" clickable onClick={() => void nav.to('aboutPrivacy')} />
        {telephone ? (
          <Cell
            title="联系我们"
            extra={telephone}
            clickable
            onClick={() => void Taro.makePhoneCall({ phoneNumber: telephone }).catch(() => undefined)}
          />
        ) : null}
      </Cell.Group>
    </PageShell>
  )
}

export default observer(AboutPage)

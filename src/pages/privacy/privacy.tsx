import { View } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import type { AuthorisedService } from '@contract/account-security'
import { DetailPage } from '@/components/detail-page'
import { Section } from '@/components/section'
import { useSubmit } from '@/components/use-submit'
import { authorisedServices, revokeService } from '@/features/privacy/api'
import { fetchAuthorisations, revokeServiceAuthorisation } from '@/features/services/api'
import type { Authorisation } from '@contract/services'
import { formatPortalTime } from '@/lib/portal-time'
import { nav } from '@/routes/nav'
import { useStores } from '@/stores/context'

function Services({ services, reload }: { services: AuthorisedService[]; reload: () => Promise<void> }) {
  const revoke = useSubmit((service: AuthorisedService) => revokeService(service.origin), {
    failure: '撤销失败',
    confirm: (service) => `撤销对「${service.name}」的授权？下次进入该应用需要重新输入密码。`,
    success: '已撤销授权',
    onSuccess: () => reload(),
  })
  if (services.length === 0) return <Cell title="暂无已授权的应用" />
  return (
    <Cell.Group>
      {services.map((service) => (
        <Cell
          key={service.origin}
          title={service.name}
          description={`${service.origin} · 最近使用 ${formatPortalTime(service.lastUsedAt)}`}
          extra={
            <Button
              size="small"
              fill="outline"
              loading={revoke.running?.[0].origin === service.origin}
              onClick={() => void revoke.run(service)}
              data-testid="service-revoke"
            >
              撤销
            </Button>
          }
          className="authorised-service"
        />
      ))}
    </Cell.Group>
  )
}

/** Third-party services of the service centre that receive my identity data (asked on first use). */
function ServiceGrants({ grants, reload }: { grants: Authorisation[]; reload: () => Promise<void> }) {
  const revoke = useSubmit((grant: Authorisation) => revokeServiceAuthorisation(grant.serviceId), {
    failure: '撤销失败',
    confirm: (grant) => `撤销对「${grant.serviceName}」的授权？下次使用该服务时会再次询问。`,
    success: '已撤销授权',
    onSuccess: () => reload(),
  })
  if (grants.length === 0) return <Cell title="暂无已授权的服务" />
  return (
    <Cell.Group>
      {grants.map((grant) => (
        <Cell
          key={grant.serviceId}
          title={grant.serviceName}
          description={`${grant.serviceSource} · 授权于 ${formatPortalTime(grant.grantedAt)}`}
          extra={
            <Button
              size="small"
              fill="outline"
              loading={revoke.running?.[0].serviceId === grant.serviceId}
              onClick={() => void revoke.run(grant)}
            >
              撤销
            </Button>
          }
          className="service-grant"
        />
      ))}
    </Cell.Group>
  )
}

/** 隐私: privacy settings, the blacklist, the services I signed in to through single sign-on or authorised, and the policy. */
export default function Privacy() {
  const { account } = useStores()
  return (
    <DetailPage<[AuthorisedService[], Authorisation[]]>
      load={() => Promise.all([authorisedServices(), fetchAuthorisations()])}
      signedOut={!account.isSignedIn}
      render={([services, grants], reload) => (
        <View>
          <Section title="隐私" card={false}>
            <Cell.Group>
              <Cell
                title="隐私设置"
                description="手机号、邮箱、组织的可见范围，推荐"
                clickable
                onClick={() => void nav.to('privacySet')}
                className="privacy-settings"
              />
              <Cell
                title="黑名单管理"
                description="阻止指定的人向您发送消息"
                clickable
                onClick={() => void nav.to('blackList')}
                className="privacy-blacklist"
              />
              <Cell title="隐私政策" clickable onClick={() => void nav.to('userPrivacy')} />
            </Cell.Group>
          </Section>
          <Section title="已授权登录的应用" card={false}>
            <Services services={services} reload={reload} />
          </Section>
          <Section title="已授权的服务" card={false}>
            <ServiceGrants grants={grants} reload={reload} />
          </Section>
        </View>
      )}
    />
  )
}

import type { ReactNode } from 'react'
import { Button } from 'antd'
import { ProLayout } from '@ant-design/pro-components'
import { Link, useLocation } from 'react-router-dom'
import { grantLabel } from '@contract/admin-roles'
import { signOut } from '../api/session'
import type { ConsoleRoute } from '../routes'
import { useMe } from './me-context'

/** ProLayout: side menu from the pages the operator's roles open; header with who is signed in and 退出登录. */
export function ConsoleLayout({ routes, children }: { routes: readonly ConsoleRoute[]; children: ReactNode }) {
  const me = useMe()
  const { pathname } = useLocation()
  const selected = [...routes]
    .reverse()
    .find((route) => route.menu && (route.path === '/' ? pathname === '/' : pathname.startsWith(route.path)))
  return (
    <ProLayout
      title="掌上校园 · 运营后台"
      logo={false}
      layout="mix"
      fixSiderbar
      siderWidth={208}
      location={{ pathname }}
      // Every page is in the route data (pages off the menu hidden) so PageContainer finds its title.
      route={{ path: '/', routes: routes.map((route) => ({ path: route.path, name: route.label, hideInMenu: !route.menu })) }}
      selectedKeys={selected ? [selected.path] : []}
      menu={{ locale: false }}
      menuItemRender={(item, dom) => <Link to={item.path ?? '/'}>{dom}</Link>}
      avatarProps={{
        children: me.userName.slice(-1),
        style: { background: '#ED663F' },
        title: `${me.userName}（${me.grants.map(grantLabel).join('、')}）`,
        size: 'small',
      }}
      actionsRender={() => [
        <Button key="sign-out" onClick={signOut}>
          退出登录
        </Button>,
      ]}
      token={{ header: { colorHeaderTitle: '#ED663F' } }}
    >
      {children}
    </ProLayout>
  )
}

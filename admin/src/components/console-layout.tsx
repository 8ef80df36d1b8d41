import type { ReactNode } from 'react'
import { Avatar, Button, Layout, Menu, Space, Typography } from 'antd'
import { useLocation, useNavigate } from 'react-router-dom'
import { signOut } from '../api/session'
import type { ConsoleRoute } from '../routes'
import { useMe } from './me-context'

const { Header, Sider, Content } = Layout

/** Side menu from the pages the operator's roles open; header with who is signed in and 退出登录. */
export function ConsoleLayout({ routes, children }: { routes: readonly ConsoleRoute[]; children: ReactNode }) {
  const me = useMe()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const menu = routes.filter((route) => route.menu)
  const selected = [...menu].reverse().find((route) => (route.path === '/' ? pathname === '/' : pathname.startsWith(route.path)))
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sider width={208} theme="light" style={{ borderRight: '1px solid #f0f0f0' }}>
        <div
          style={{ height: 56, display: 'flex', alignItems: 'center', padding: '0 24px', fontWeight: 600, fontSize: 16, color: '#ED663F' }}
        >
          掌上校园 · 运营后台
        </div>
        <Menu
          mode="inline"
          selectedKeys={selected ? [selected.path] : []}
          items={menu.map((route) => ({ key: route.path, label: route.label }))}
          onClick={({ key }) => navigate(key)}
          style={{ borderInlineEnd: 'none' }}
        />
      </Sider>
      <Layout>
        <Header
          style={{ background: '#fff', padding: '0 24px', display: 'flex', justifyContent: 'flex-end', borderBottom: '1px solid #f0f0f0' }}
        >
          <Space size="middle">
            <Avatar style={{ background: '#ED663F' }}>{me.userName.slice(-1)}</Avatar>
            <Typography.Text>
              {me.userName}（{me.grants.map((grant) => grant.roleName).join('、')}）
            </Typography.Text>
            <Button onClick={signOut}>退出登录</Button>
          </Space>
        </Header>
        <Content style={{ margin: 24 }}>{children}</Content>
      </Layout>
    </Layout>
  )
}

import { Suspense, useEffect, useState } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { Result, Spin } from 'antd'
import { adminDivisions, allows, institutionRoles } from '@contract/admin-roles'
import type { ConsoleMe } from '@contract/admin-console'
import { ApiError } from './api/client'
import { consoleApi } from './api/console'
import { ConsoleLayout } from './components/console-layout'
import { NoAccess } from './components/no-access'
import { MeContext } from './components/me-context'
import { consoleRoutes } from './routes'

type Session = { state: 'loading' } | { state: 'ready'; me: ConsoleMe } | { state: 'no-access' } | { state: 'error'; message: string }

export function App() {
  const [session, setSession] = useState<Session>({ state: 'loading' })
  useEffect(() => {
    consoleApi
      .me()
      .then((me) => setSession({ state: 'ready', me }))
      .catch((error: unknown) =>
        setSession(
          error instanceof ApiError && error.status === 403
            ? { state: 'no-access' }
            : { state: 'error', message: String((error as Error).message) },
        ),
      )
  }, [])
  if (session.state === 'loading') return <Spin size="large" fullscreen tip="正在进入运营后台…" />
  if (session.state === 'no-access') return <NoAccess />
  if (session.state === 'error') return <Result status="error" title="无法连接运营后台" subTitle={session.message} />
  const held = institutionRoles(session.me.grants)
  const divisionAdmin = adminDivisions(session.me.grants).length > 0
  const open = consoleRoutes.filter(
    (route) =>
      route.role === 'any' || (route.role === 'division' ? allows(held, 'global_admin') || divisionAdmin : allows(held, route.role)),
  )
  return (
    <MeContext.Provider value={session.me}>
      <BrowserRouter basename="/admin">
        <ConsoleLayout routes={open}>
          <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
            <Routes>
              {open.map((route) => (
                <Route key={route.path} path={route.path} element={<route.page />} />
              ))}
              <Route path="*" element={<Result status="404" title="页面不存在" subTitle="该页面不存在，或当前角色无权查看。" />} />
            </Routes>
          </Suspense>
        </ConsoleLayout>
      </BrowserRouter>
    </MeContext.Provider>
  )
}

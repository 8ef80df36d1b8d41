import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { App } from './app'
import './console.css'
import { takeSession, signIn } from './api/session'

dayjs.locale('zh-cn')

// Signed out: straight to the portal's sign-on, which comes back here with a ticket.
if (!takeSession()) signIn()
else
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#ED663F', borderRadius: 6 } }}>
        <AntApp>
          <App />
        </AntApp>
      </ConfigProvider>
    </StrictMode>,
  )

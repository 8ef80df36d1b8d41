import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App as AntApp } from 'antd'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { App } from './app'
import { ConsoleTheme } from './console-theme'
import './console.css'
import { takeSession, signIn } from './api/session'

dayjs.locale('zh-cn')

// Signed out: straight to the portal's sign-on, which comes back here with a ticket.
if (!takeSession()) signIn()
else
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ConsoleTheme>
        <AntApp>
          <App />
        </AntApp>
      </ConsoleTheme>
    </StrictMode>,
  )

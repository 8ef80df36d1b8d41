import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { PageStyle } from './page-style'

const PageOverlayContext = createContext<ComponentType | null>(null)

/**
 * What the app puts over every page: PageShell renders it, and a page drawn without PageShell renders `<PageOverlay />`
 * itself. In the mini-program the app renders no view of its own, so an app-wide dialog (the shell's consent
 * question) is handed down here rather than imported: components/ know no feature. Nothing in a browser, where the
 * app shows its dialogs beside the pages.
 */
export function PageOverlayProvider({ overlay, children }: { overlay: ComponentType | null; children?: ReactNode }) {
  return <PageOverlayContext.Provider value={overlay}>{children}</PageOverlayContext.Provider>
}

/**
 * What every page draws besides its content: its own style (PageStyle: text size, 长辈模式, 浅色 / 深色) and its copy
 * of the app's overlay, drawn only while the page is in front, so one app-wide state shows once.
 */
export function PageOverlay() {
  const Overlay = useContext(PageOverlayContext)
  return (
    <>
      <PageStyle />
      {Overlay ? <InFront overlay={Overlay} /> : null}
    </>
  )
}

function InFront({ overlay: Overlay }: { overlay: ComponentType }) {
  // A page mounts as it comes to the front; it leaves when another page or tab covers it and is back on its show.
  const [inFront, setInFront] = useState(true)
  useDidShow(() => setInFront(true))
  useDidHide(() => setInFront(false))
  return inFront ? <Overlay /> : null
}

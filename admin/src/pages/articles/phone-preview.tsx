import { useEffect, useState } from 'react'
import { Alert, Modal, Spin } from 'antd'
import type { ConsoleArticle } from '@contract/admin-cms'
import { consoleApi } from '../../api/console'
import { readToken, signPortalInAs } from '../../api/session'

/** The portal's H5 detail page route; the console is served from the same origin, which the CSP lets frame it. */
const DETAIL_PATH = '/pagesA/news/detail'
const PHONE = { width: 375, height: 667 }

/** Why the portal does not show the article now, or undefined. */
function hiddenReason(article: ConsoleArticle, now = Date.now()): string | undefined {
  if (article.status === 'draft') return '这是草稿'
  if (article.status === 'offline') return '已撤回'
  if (new Date(article.releaseStartTime).getTime() > now) return '未到发布时间'
  if (article.offlineTime && new Date(article.offlineTime).getTime() <= now) return '已过下线时间'
  return undefined
}

/**
 * 手机预览: the portal's own article page at 375 px in an iframe, as a phone shows it, in any state of the article. The
 * server issues a short-lived preview ticket for this one article (the detail call shows it with the ticket, to no one
 * else); the portal in this browser is signed in as the operator (its cookie, on the same origin) just before the frame
 * opens, so the page opens signed in.
 */
export function PhonePreview({ article, open, onClose }: { article: ConsoleArticle; open: boolean; onClose: () => void }) {
  const [ticket, setTicket] = useState<{ value?: string; error?: string }>()
  useEffect(() => {
    if (!open) return
    let current = true
    setTicket(undefined)
    consoleApi
      .articlePreviewTicket({ id: article.id })
      .then((answer) => {
        if (!current) return
        const token = readToken()
        if (token) signPortalInAs(token)
        setTicket({ value: answer.ticket })
      })
      .catch((error: Error) => current && setTicket({ error: error.message }))
    return () => {
      current = false
    }
  }, [open, article.id, article.updatedAt])

  const hidden = hiddenReason(article)
  const query = new URLSearchParams({
    id: String(article.id),
    columnId: String(article.columnId),
    preview: ticket?.value ?? '',
  })
  return (
    <Modal open={open} title="手机预览（375 px）" footer={null} onCancel={onClose} width={PHONE.width + 48} destroyOnClose centered>
      {hidden && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`门户现在不显示这篇资讯（${hidden}）。下面是它发布后的样子，仅凭本次预览的临时凭证可见（10 分钟内有效），其他人看不到。`}
        />
      )}
      {ticket?.error && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={`无法预览：${ticket.error}`} />}
      {ticket?.value ? (
        <iframe
          title="手机预览"
          src={`${DETAIL_PATH}?${query.toString()}`}
          style={{ width: PHONE.width, height: PHONE.height, border: '1px solid #f0f0f0', borderRadius: 12, display: 'block' }}
        />
      ) : !ticket?.error ? (
        <div style={{ width: PHONE.width, height: PHONE.height, display: 'grid', placeItems: 'center' }}>
          <Spin />
        </div>
      ) : null}
    </Modal>
  )
}

import { toast } from '@/lib/ui'
import { nav } from '@/routes/nav'
import { openInWebView } from '@/routes/open-link'
import { openServiceById } from './open-service'
import { preProcessScan } from './api'
import type { ScanRecord } from '@contract/services'
import { readCode } from './read-code'

/** Where a scanned text goes, as the server's pre-process-scan-url decides. */
export async function openScannedText(text: string): Promise<void> {
  const result = await preProcessScan(text)
  if (result.kind === 'service' && result.serviceId) return await openServiceById(result.serviceId)
  if (result.kind === 'web') return void openInWebView(result.url)
  void nav.to('scanPlainText', { text: result.text })
}

/** Opens an entry of the scan log where the scan led then (the log keeps the server's decision). */
export async function openScanRecord(record: ScanRecord): Promise<void> {
  if (record.kind === 'service' && record.serviceId) return await openServiceById(record.serviceId)
  if (record.kind === 'web' && record.url) return void openInWebView(record.url)
  void nav.to('scanPlainText', { text: record.text })
}

/**
 * 扫一扫 (module setting isShowScan): reads a code (WeChat's scanner in the mini-program, a camera or
 * album photo decoded with jsQR in a browser) and opens what it leads to. The My tab calls this too.
 */
export async function scanAndOpen(): Promise<void> {
  try {
    const text = await readCode()
    if (text === null) return
    await openScannedText(text)
  } catch (error) {
    void toast(error instanceof Error && error.message ? error.message : '扫码失败，请重试')
  }
}

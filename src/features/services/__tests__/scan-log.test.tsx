import '@/components/__tests__/test-setup'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { ScanRecord } from '@contract/services'
import { ScanLog } from '@/features/services/components/scan-log'
import { clearScanLog, fetchScanLog } from '@/features/services/api'

jest.mock('@/features/services/api', () => ({ fetchScanLog: jest.fn(), clearScanLog: jest.fn() }))
jest.mock('@/features/services/scan', () => ({ openScanRecord: jest.fn() }))
const fetchLog = jest.mocked(fetchScanLog)
const clear = jest.mocked(clearScanLog)

const record = (id: number, text: string): ScanRecord => ({
  id,
  text,
  kind: 'text',
  serviceId: null,
  serviceName: '',
  url: '',
  scannedAt: new Date().toISOString(),
})

describe('ScanLog (最近扫描)', () => {
  let modal: jest.SpyInstance
  let toast: jest.SpyInstance
  beforeEach(() => {
    fetchLog
      .mockReset()
      .mockResolvedValue({ items: [record(1, '图书馆座位 A-12'), record(2, 'WIFI:S:campus')], total: 2, pageNum: 1, pageSize: 5 } as never)
    clear.mockReset().mockResolvedValue({ cleared: 2 })
    modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
    toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
  })
  afterEach(() => jest.restoreAllMocks())

  it('清空 asks first; 取消 keeps the log and sends nothing', async () => {
    modal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
    render(<ScanLog />)
    await screen.findByText('图书馆座位 A-12')
    await act(async () => {
      fireEvent.click(screen.getByTestId('scan-log-clear'))
    })
    expect(modal.mock.calls[0][0].content).toMatch(/清空全部扫码记录/)
    expect(clear).not.toHaveBeenCalled()
    expect(screen.getByText('WIFI:S:campus')).toBeInTheDocument()
  })

  it('confirmed, it clears the log on the server and hides the section', async () => {
    render(<ScanLog />)
    await screen.findByText('图书馆座位 A-12')
    await act(async () => {
      fireEvent.click(screen.getByTestId('scan-log-clear'))
    })
    await waitFor(() => expect(screen.queryByTestId('scan-log')).toBeNull())
    expect(clear).toHaveBeenCalledTimes(1)
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已清空' }))
    expect(screen.queryByText('最近扫描')).toBeNull()
  })

  it('a failed clear says so and keeps the rows', async () => {
    clear.mockRejectedValueOnce(new Error('登录已过期，请重新登录'))
    render(<ScanLog />)
    await screen.findByText('图书馆座位 A-12')
    await act(async () => {
      fireEvent.click(screen.getByTestId('scan-log-clear'))
    })
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '登录已过期，请重新登录' }))
    expect(screen.getByText('图书馆座位 A-12')).toBeInTheDocument()
  })
})

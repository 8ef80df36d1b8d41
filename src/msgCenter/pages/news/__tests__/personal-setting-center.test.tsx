import '@/components/__tests__/test-setup'
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { ReceiveSetting, SendType, UserSetting } from '@/features/message-center/types'
import * as api from '@/features/message-center/api'
import PersonalSettingCenterPage from '../personalSettingCenter'

jest.mock('@/features/message-center/api', () => ({
  getUserSetting: jest.fn(),
  getReceiveSettings: jest.fn(),
  getSendType: jest.fn(),
  getSendTypeByMessageTypeCode: jest.fn(),
  updateUserSetting: jest.fn(),
  saveReceiveSetting: jest.fn(),
}))

const user: UserSetting = { mergeTaskMessage: false, groupByTag: true, showThirdMessage: true }
const site: SendType = { code: 'site', name: '站内信', required: true }
const sms: SendType = { code: 'sms', name: '短信', required: false }
const notice: ReceiveSetting = {
  messageTypeCode: 'notice',
  messageTypeName: '通知公告',
  appId: 1,
  appName: '校园通知',
  receive: true,
  sendTypes: ['site'],
}

const switchOf = (label: string) => screen.getByLabelText(label)
const checked = (label: string) => switchOf(label).getAttribute('aria-checked') === 'true'

describe('消息设置 (personalSettingCenter)', () => {
  let toast: jest.SpyInstance
  beforeEach(() => {
    jest.mocked(api.getUserSetting).mockResolvedValue(user)
    jest.mocked(api.getReceiveSettings).mockResolvedValue([notice])
    jest.mocked(api.getSendType).mockResolvedValue([site, sms])
    jest.mocked(api.getSendTypeByMessageTypeCode).mockResolvedValue([site])
    toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
  })
  afterEach(() => {
    jest.clearAllMocks()
    toast.mockRestore()
  })

  it('shows the error with 重试 when the settings do not load, then the settings after a retry', async () => {
    jest.mocked(api.getUserSetting).mockRejectedValueOnce(new Error('网络异常'))
    await act(async () => void render(<PersonalSettingCenterPage />))
    expect(screen.queryByText('通知公告')).toBeNull()
    await act(async () => fireEvent.click(screen.getByText('重试')))
    expect(screen.getByText('通知公告')).toBeInTheDocument()
    expect(api.getUserSetting).toHaveBeenCalledTimes(2)
  })

  it('saves a switch at once, keeps what the server stored, and puts the old value back when it refuses', async () => {
    await act(async () => void render(<PersonalSettingCenterPage />))
    // The channels a type allows (getSendTypeByMessageTypeCode), not every channel.
    expect(screen.getByText('站内信')).toBeInTheDocument()
    expect(screen.queryByText('短信')).toBeNull()

    jest.mocked(api.updateUserSetting).mockResolvedValueOnce({ ...user, mergeTaskMessage: true })
    expect(checked('任务消息合并')).toBe(false)
    await act(async () => fireEvent.click(switchOf('任务消息合并')))
    expect(api.updateUserSetting).toHaveBeenCalledWith({ mergeTaskMessage: true })
    expect(checked('任务消息合并')).toBe(true)

    jest.mocked(api.saveReceiveSetting).mockRejectedValueOnce(new Error('无权修改'))
    await act(async () => fireEvent.click(switchOf('接收通知公告')))
    expect(api.saveReceiveSetting).toHaveBeenCalledWith({ messageTypeCode: 'notice', receive: false, sendTypes: ['site'] })
    expect(checked('接收通知公告')).toBe(true)
    expect(screen.getByText('站内信')).toBeInTheDocument()
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '无权修改' }))
    // The earlier change stays.
    expect(checked('任务消息合并')).toBe(true)
  })
})

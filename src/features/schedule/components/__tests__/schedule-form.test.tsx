import '@/components/__tests__/test-setup'
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { nav } from '@/routes/nav'
import { ScheduleForm, type ScheduleApi } from '@/features/schedule/components/schedule-form'

function type(el: HTMLElement, value: string) {
  act(() => {
    el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })
}

describe('ScheduleForm', () => {
  let toast: jest.SpyInstance
  beforeEach(() => {
    toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
    jest.spyOn(nav, 'back').mockResolvedValue(undefined as never)
  })
  afterEach(() => jest.restoreAllMocks())

  it('needs a title, then saves the entry with the default calendar and the trimmed fields', async () => {
    const api = {
      getPersonalCalendarList: jest.fn(async () => [
        { id: 1, name: '工作', color: '#ED663F', isDefault: false },
        { id: 2, name: '个人', color: '#3A3C40', isDefault: true },
      ]),
      createSchedule: jest.fn(async () => ({ id: 9 })),
    } as unknown as jest.Mocked<ScheduleApi>
    const { container } = render(
      <ScheduleForm source={{ type: 'message', id: 5, title: '', remark: '带电脑' }} showCancel={false} api={api} />,
    )
    await act(async () => undefined)
    await act(async () => {
      fireEvent.click(screen.getByText('保存'))
    })
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '请输入日程标题' }))
    expect(api.createSchedule).not.toHaveBeenCalled()
    type(container.querySelector('[placeholder="请输入日程标题"]') as HTMLElement, ' 周例会 ')
    type(container.querySelector('[placeholder="请输入地点（选填）"]') as HTMLElement, '  ')
    await act(async () => {
      fireEvent.click(screen.getByText('保存'))
    })
    expect(api.createSchedule).toHaveBeenCalledWith(
      expect.objectContaining({ title: '周例会', place: undefined, remark: '带电脑', calendarId: 2, sourceType: 'message', sourceId: 5 }),
    )
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '已添加到日程' }))
  })
})

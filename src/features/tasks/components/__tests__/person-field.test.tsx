import '@/components/__tests__/test-setup'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { searchAccounts } from '@/features/tasks/api'
import { PersonField } from '@/features/tasks/components/person-field'

jest.mock('@/features/tasks/api', () => ({ searchAccounts: jest.fn() }))
const search = searchAccounts as jest.MockedFunction<typeof searchAccounts>

const LI = { username: 't1001', name: '李老师', identityTypeCode: 'teacher', identityName: '教师' }
const WANG = { username: 't1002', name: '王老师', identityTypeCode: 'teacher', identityName: '教师' }

/** The field as FormPage holds it: the value in state, every change recorded. */
function Harness({ initial, changes }: { initial?: string; changes: unknown[] }) {
  const [value, setValue] = useState<unknown>(initial)
  return (
    <PersonField
      value={value}
      label="联系人"
      onChange={(next) => {
        changes.push(next)
        setValue(next)
      }}
    />
  )
}

describe('PersonField (人员)', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    search.mockReset()
    search.mockImplementation(async (keyword) => {
      const items = [LI, WANG].filter((a) => a.username.includes(keyword) || a.name.includes(keyword))
      return { items, total: items.length, page: 1, size: 30 } as never
    })
  })
  afterEach(() => jest.useRealTimers())

  it('searches by name, picks one person, shows the name and number, and × clears it', async () => {
    const changes: unknown[] = []
    const { container } = render(<Harness changes={changes} />)
    expect(screen.getByText('搜索姓名或工号')).toBeInTheDocument()
    await act(async () => {
      fireEvent.click(screen.getByTestId('person-field'))
    })
    const input = container.ownerDocument.querySelector('[placeholder="搜索姓名或账号"]') as HTMLElement
    expect(input).toBeTruthy()
    await act(async () => {
      input.dispatchEvent(new CustomEvent('input', { detail: { value: '老师' }, bubbles: true }))
      jest.advanceTimersByTime(400)
    })
    expect(search).toHaveBeenCalledWith('老师', 1, 30)
    await act(async () => {
      fireEvent.click(await screen.findByTestId('account-t1002'))
    })
    expect(changes).toEqual(['t1002'])
    expect(screen.getByText('王老师（t1002）')).toBeInTheDocument()
    await act(async () => {
      fireEvent.click(screen.getByLabelText('清除联系人'))
    })
    expect(changes).toEqual(['t1002', undefined])
    expect(screen.getByText('搜索姓名或工号')).toBeInTheDocument()
  })

  it('a saved username (a draft) is looked up for the name it shows', async () => {
    render(<Harness initial="t1001" changes={[]} />)
    expect(screen.getByText('t1001')).toBeInTheDocument()
    expect(await screen.findByText('李老师（t1001）')).toBeInTheDocument()
    expect(search).toHaveBeenCalledWith('t1001', 1, 20)
  })
})

import '@/components/__tests__/test-setup'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ECardPanel } from '@/features/personal/components/ecard-panel'
import { getECardDataList, getMyECard } from '@/features/personal/api'

jest.mock('@/features/personal/api', () => ({
  getMyECard: jest.fn(),
  getECardDataList: jest.fn(),
  reportLossECard: jest.fn(),
  unfreezeECard: jest.fn(),
}))
const card = getMyECard as jest.MockedFunction<typeof getMyECard>
const list = getECardDataList as jest.MockedFunction<typeof getECardDataList>

const transaction = (id: number) => ({ id, merchant: `食堂 ${id}`, amount: -10, occurredAt: '2026-11-01T04:00:00.000Z', balance: 0 })

describe('ECardPanel', () => {
  it('pages the month’s transactions through the list loader, with the month’s totals', async () => {
    card.mockResolvedValue({ cardNo: '001', balance: 50, status: 'normal', lowBalance: false } as never)
    list.mockImplementation(
      async (_month, page) =>
        ({
          items: page === 1 ? Array.from({ length: 20 }, (_, i) => transaction(i + 1)) : [transaction(21)],
          total: 21,
          page,
          size: 20,
          spent: 210,
          toppedUp: 0,
        }) as never,
    )
    const { container } = render(<ECardPanel />)
    await waitFor(() => expect(screen.getByText('食堂 20')).toBeTruthy())
    expect(container.textContent).toContain('共 21 笔')
    fireEvent.click(screen.getByText('加载更多'))
    await waitFor(() => expect(screen.getByText('食堂 21')).toBeTruthy())
    expect(screen.queryByText('加载更多')).toBeNull()
    expect(list).toHaveBeenLastCalledWith(expect.stringMatching(/^\d{4}-\d{2}$/), 2, 20)
  })
})

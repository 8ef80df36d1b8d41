import '@/components/__tests__/test-setup'
import { render } from '@testing-library/react'
import { MonthCalendar } from '@/features/schedule/components/month-calendar'

describe('MonthCalendar', () => {
  it("draws dots and lunar text under the month's own days, not under the greyed days of the months either side", () => {
    // 1 December 2026 is a Tuesday: with weeks from Monday, 30 November fills December's first week.
    const dots = new Map([
      ['2026-11-30', ['#ED663F']],
      ['2026-12-01', ['#ED663F']],
    ])
    const notes = new Map([
      ['2026-11-30', { day: '2026-11-30', text: '廿一', badge: '' as const }],
      ['2026-12-01', { day: '2026-12-01', text: '廿二', badge: '' as const }],
    ])
    const { container } = render(
      <MonthCalendar
        selected="2026-12-15"
        startDate="2026-12-01"
        endDate="2027-01-31"
        dots={dots}
        notes={notes}
        weekStartsMonday
        onSelect={() => undefined}
      />,
    )
    const under = container.querySelector('[data-day="2026-12-01"]')
    expect(under?.textContent).toContain('廿二')
    expect(under?.querySelectorAll('.month-calendar__dot')).toHaveLength(1)
    expect(container.querySelector('[data-day="2026-11-30"]')).toBeNull()
    expect(container.textContent).not.toContain('廿一')
  })
})

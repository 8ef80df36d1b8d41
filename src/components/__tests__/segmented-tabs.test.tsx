import './test-setup'
import { fireEvent, render, screen } from '@testing-library/react'
import { SegmentedTabs } from '@/components/segmented-tabs'

const items = [
  { key: 'open', label: '进行中' },
  { key: 'done', label: '已完成', testId: 'tab-done' },
] as const

describe('SegmentedTabs', () => {
  it('marks the chosen tab and reports a tap with its key', () => {
    const onChange = jest.fn()
    render(<SegmentedTabs variant="chip" ariaLabel="状态" items={items} value="open" onChange={onChange} />)
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false'])
    expect(tabs[0].className).toContain('portal-tabs__tab--active')
    expect(screen.getByRole('tablist').className).toContain('portal-tabs--chip')
    fireEvent.click(screen.getByTestId('tab-done'))
    expect(onChange).toHaveBeenCalledWith('done')
    expect(tabs[1].getAttribute('data-key')).toBe('done')
  })

  it('can show several chosen filters at once', () => {
    render(<SegmentedTabs variant="chip" items={items} value={['open', 'done']} onChange={() => undefined} />)
    expect(screen.getAllByRole('tab').every((t) => t.getAttribute('aria-selected') === 'true')).toBe(true)
  })
})

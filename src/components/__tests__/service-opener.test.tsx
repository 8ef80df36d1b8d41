import { render, screen } from '@testing-library/react'
import { ServiceOpenerProvider, useOpenerOf, useOpenServiceById } from '@/components/service-opener'
import { openLink } from '@/routes/open-link'

jest.mock('@/routes/open-link', () => ({
  openLink: jest.fn(),
  linkKind: (link: string) => (/^https?:/.test(link) ? 'web' : link.startsWith('/pages/') ? 'app' : 'none'),
}))

function Tiles() {
  const openServiceById = useOpenServiceById()
  const openerOf = useOpenerOf()
  const cited = openerOf({ link: '', serviceId: 7 })
  const linked = openerOf({ link: 'https://example.edu/a', serviceId: null })
  return (
    <>
      <button onClick={() => void openServiceById(3)}>tile</button>
      <button onClick={cited ?? undefined}>cited</button>
      <button onClick={linked ?? undefined}>linked</button>
      <span>{openerOf({ link: 'mailto:x' }) === null ? 'leads nowhere' : 'opens'}</span>
    </>
  )
}

describe('ServiceOpenerProvider', () => {
  it('hands the app’s service opener to features: tiles and cited services open by id, other items by their link', () => {
    const openServiceById = jest.fn(async () => undefined)
    render(
      <ServiceOpenerProvider openServiceById={openServiceById}>
        <Tiles />
      </ServiceOpenerProvider>,
    )
    screen.getByText('tile').click()
    screen.getByText('cited').click()
    expect(openServiceById.mock.calls).toEqual([[3], [7]])
    screen.getByText('linked').click()
    expect(openLink).toHaveBeenCalledWith('https://example.edu/a')
    expect(openServiceById).toHaveBeenCalledTimes(2)
    expect(screen.getByText('leads nowhere')).toBeTruthy()
  })

  it('is required: a feature rendered without it says so instead of opening nothing', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<Tiles />)).toThrow('needs a <ServiceOpenerProvider>')
    jest.mocked(console.error).mockRestore()
  })
})

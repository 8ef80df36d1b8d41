import { PORTAL_LINK_ROUTES } from '@contract/home-content-rules'
import { allRoutes } from '../route-table'

describe('home-content links (operator console)', () => {
  it('every portal page a slide, notice, pop-up or floating box may open is in the route table', () => {
    const paths = new Set(allRoutes.map((route) => route.path))
    expect(PORTAL_LINK_ROUTES.filter((path) => !paths.has(path))).toEqual([])
  })
})

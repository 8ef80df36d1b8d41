// Issue 38, screen readers on H5: axe-core runs in Chromium on every route of the route table signed in as a student
// (a route that needs an id opens without one and is audited in the state it then shows) and finds no serious or
// critical violation; one line per route in the output. The routes are split over two test files
// (accessibility-routes-1/2.test.mjs) so that neither runs long: the single file took 8 minutes on a loaded machine.
// What axe leaves out, and why: ./axe.mjs and accessibility.test.mjs.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { auditRoutes, routeGroups } from './axe.mjs'
import { launchBrowser, startServer } from './harness.mjs'

/** Part 1: the first half of all routes in table order, part 2 the rest; each grouped by its first path segment. */
function partOf(groups, part) {
  const all = Object.entries(groups).flatMap(([group, routes]) => routes.map((route) => [group, route]))
  const half = Math.ceil(all.length / 2)
  const parted = {}
  for (const [group, route] of part === 1 ? all.slice(0, half) : all.slice(half)) (parted[group] ??= []).push(route)
  return parted
}

/** Registers the audit of one part of the routes, with its own server and browser. */
export function auditRoutePart(part) {
  let server
  let browser

  before(async () => {
    server = await startServer()
    browser = await launchBrowser()
  })

  after(async () => {
    await browser?.close()
    await server?.stop()
  })

  describe(`accessibility of every route, part ${part} (axe-core, H5 at 375 px, as a student)`, () => {
    for (const [group, routes] of Object.entries(partOf(routeGroups(), part))) {
      it(`every ${group}/ route of this part (${routes.length}) has no serious or critical violation`, async () => {
        assert.deepEqual(await auditRoutes(browser, server.url, '2026001', routes), [])
      })
    }
  })
}

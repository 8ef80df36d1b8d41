import type { scheduleEndpoints } from '@contract/schedule'
import { schedulePaths } from '@contract/paths/schedule'
import { endpointClient } from '../endpoint-client'

// The type check of `npm test` compiles this file: each @ts-expect-error fails the build if the call it marks compiles.
const schedule = endpointClient<typeof scheduleEndpoints>(schedulePaths)
const typeChecks = [
  // @ts-expect-error a required field (answer) is missing
  () => schedule.answer({ data: { id: 1 } }),
  // @ts-expect-error an endpoint with required fields needs its options
  () => schedule.answer(),
  () => schedule.answer({ data: { id: 1, answer: 'accepted' } }),
  // Split between the query string and the body, each half may be partial.
  () => schedule.answer({ query: { id: 1 }, data: { answer: 'declined' } }),
  // Nothing required: the options may be left out.
  () => schedule.calendars(),
]

describe('endpointClient types', () => {
  it('requires the fields the contract requires (checked by the compiler)', () => {
    expect(typeChecks).toHaveLength(5)
  })
})

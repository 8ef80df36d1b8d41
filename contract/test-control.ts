// Test-only controls (TEST_CLOCK=1, refused with NODE_ENV=production): browser tests move the server's clock.
import { Type } from 'typebox'
import { Envelope, PickerDateTime } from './common'
import { defineEndpoint } from './endpoint'
import { testControlPaths } from './paths/test-control'

export const testControlEndpoints = {
  setClock: defineEndpoint(testControlPaths.setClock, {
    body: Type.Object({ to: PickerDateTime }),
    response: Envelope(Type.Object({ now: Type.String({ description: "the server clock's time after the jump (ISO)" }) })),
  }),
}

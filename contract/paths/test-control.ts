// Test-only controls, served only when the server runs with TEST_CLOCK=1 (never in production). The client does not call them.
export const testControlPaths = {
  setClock: { method: 'POST', base: 'portal', path: '/v1/test/clock', json: true },
} as const

// Where the host app's push device endpoints live; the schemas are in ../push.ts. No TypeBox here: the client bundles this file.
export const pushPaths = {
  registerDevice: { method: 'POST', base: 'portal', path: '/v1/push/device/register', json: true },
  unregisterDevice: { method: 'POST', base: 'portal', path: '/v1/push/device/unregister', json: true },
} as const

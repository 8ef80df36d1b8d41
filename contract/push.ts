// The host app's push registrations: one token per account and device; the server's reminders go to them.
import { Type, type Static } from 'typebox'
import { Envelope } from './common'
import { defineEndpoint } from './endpoint'
import { pushPaths } from './paths/push'

const DeviceId = Type.String({
  minLength: 1,
  maxLength: 128,
  pattern: '^[A-Za-z0-9._:-]+$',
  description: "the host app's id of this device",
})

export const PushDeviceBody = Type.Object({
  deviceId: DeviceId,
  token: Type.String({ minLength: 8, maxLength: 512, pattern: '^[\\x21-\\x7e]+$', description: 'the push token (APNs, FCM or vendor)' }),
  platform: Type.Union([Type.Literal('ios'), Type.Literal('android'), Type.Literal('harmony')]),
})
export type PushDeviceBody = Static<typeof PushDeviceBody>

export const pushEndpoints = {
  registerDevice: defineEndpoint(pushPaths.registerDevice, { body: PushDeviceBody, response: Envelope(Type.Null()) }),
  unregisterDevice: defineEndpoint(pushPaths.unregisterDevice, {
    body: Type.Object({ deviceId: DeviceId }),
    response: Envelope(Type.Null()),
  }),
}

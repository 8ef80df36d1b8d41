import fp from 'fastify-plugin'
import { deliverChannels, deliverSend, type ChannelSenders } from '../../lib/online-send/delivery'
import { findSend } from '../../lib/online-send/sends-repository'
import { ONLINE_SEND_CHANNELS_JOB, ONLINE_SEND_JOB } from '../../lib/online-send/online-send-service'

declare module 'fastify' {
  interface FastifyInstance {
    /** SMS and email adapters of online send: the SMS outbox sender and the email sender (file outbox or SMTP). */
    onlineSendChannels: ChannelSenders
  }
}

/** Works online sends off the job queue: a send is delivered in batches, and a crashed run is retried and resumes. */
export default fp(
  async (fastify) => {
    fastify.decorate('onlineSendChannels', {
      sms: async (mobile, text, key) => await fastify.smsSender.send({ mobile, text, code: '', key }),
      email: async (to, subject, text, key) => await fastify.emailSender.send({ to, subject, text, key }),
    } satisfies ChannelSenders)
    if (!fastify.jobs.enabled) return
    await fastify.jobs.work<{ sendId: number }>(ONLINE_SEND_JOB, async ({ sendId }) => {
      return await deliverSend(fastify.db, sendId, fastify.onlineSendChannels)
    })
    await fastify.jobs.work<{ sendId: number }>(ONLINE_SEND_CHANNELS_JOB, async ({ sendId }) => {
      const send = await findSend(fastify.db, sendId)
      if (send && send.status !== 'recalled') await deliverChannels(fastify.db, send, fastify.onlineSendChannels)
    })
  },
  { name: 'online-send-delivery', dependencies: ['database', 'jobs', 'sms-sender', 'email-sender'] },
)

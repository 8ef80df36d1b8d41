import fp from 'fastify-plugin'
import { deliverSend, type ChannelSenders } from '../../lib/online-send/delivery'

/** Queue name of an online send's delivery (data: `{ sendId }`). */
export const ONLINE_SEND_JOB = 'online-send.deliver'

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
      sms: async (mobile, text) => await fastify.smsSender.send({ mobile, text, code: '' }),
      email: async (to, subject, text) => await fastify.emailSender.send({ to, subject, text }),
    } satisfies ChannelSenders)
    if (!fastify.jobs.enabled) return
    await fastify.jobs.work<{ sendId: number }>(ONLINE_SEND_JOB, async ({ sendId }) => {
      return await deliverSend(fastify.db, sendId, fastify.onlineSendChannels)
    })
  },
  { name: 'online-send-delivery', dependencies: ['database', 'jobs', 'sms-sender', 'email-sender'] },
)

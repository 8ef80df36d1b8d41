import fp from 'fastify-plugin'
import { OutboxSmsSender, type SmsSender } from '../../lib/auth/sms-sender'

declare module 'fastify' {
  interface FastifyInstance {
    smsSender: SmsSender
  }
}

export default fp<{ smsSender?: SmsSender }>(
  async (fastify, options) => {
    fastify.decorate('smsSender', options.smsSender ?? new OutboxSmsSender(fastify.config.smsOutbox))
  },
  { name: 'sms-sender', dependencies: ['database'] },
)

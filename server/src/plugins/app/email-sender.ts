import fp from 'fastify-plugin'
import { OutboxEmailSender, SmtpEmailSender, type EmailSender } from '../../lib/common/email-sender'

declare module 'fastify' {
  interface FastifyInstance {
    emailSender: EmailSender
  }
}

export default fp<{ emailSender?: EmailSender }>(
  async (fastify, options) => {
    const { outbox, smtpUrl, from } = fastify.config.email
    fastify.decorate(
      'emailSender',
      options.emailSender ?? (smtpUrl ? new SmtpEmailSender(smtpUrl, from) : new OutboxEmailSender(outbox, from)),
    )
  },
  { name: 'email-sender', dependencies: ['database'] },
)

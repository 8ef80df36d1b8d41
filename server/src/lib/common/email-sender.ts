import nodemailer from 'nodemailer'
import { OutboxFile } from './outbox-file'

export interface EmailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** Delivery key: the file outbox writes a key once; SMTP sends it as the Message-ID (mail clients fold repeats). */
  key?: string
}

/** Delivers email (verification codes, online-send copies). Tests and deployments may pass their own. */
export interface EmailSender {
  send: (message: EmailMessage) => Promise<void>
}

/** Development sender: appends each message as one JSON line to a local outbox file (never served over HTTP). */
export class OutboxEmailSender implements EmailSender {
  private readonly outbox: OutboxFile

  constructor(
    file: string,
    private readonly from: string,
  ) {
    this.outbox = new OutboxFile(file)
  }

  async send(message: EmailMessage): Promise<void> {
    await this.outbox.append({ from: this.from, ...message, sentAt: new Date().toISOString() })
  }
}

/** Sends through the SMTP server named by SMTP_URL (e.g. smtps://user:pass@smtp.example.edu.cn). */
export class SmtpEmailSender implements EmailSender {
  private readonly transport: nodemailer.Transporter

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl)
  }

  async send({ key, ...message }: EmailMessage): Promise<void> {
    const messageId = key ? `<${key}@${this.from.replace(/^.*@|>.*$/g, '') || 'portal'}>` : undefined
    await this.transport.sendMail({ from: this.from, ...message, messageId })
  }
}

import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

export interface EmailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

/** Delivers email (verification codes, online-send copies). Tests and deployments may pass their own. */
export interface EmailSender {
  send: (message: EmailMessage) => Promise<void>
}

/** Development sender: appends each message as one JSON line to a local outbox file (never served over HTTP). */
export class OutboxEmailSender implements EmailSender {
  constructor(
    private readonly file: string,
    private readonly from: string,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    await fs.mkdir(path.dirname(this.file), { recursive: true })
    const line = JSON.stringify({ from: this.from, ...message, sentAt: new Date().toISOString() })
    await fs.appendFile(this.file, line + '\n', 'utf8')
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

  async send(message: EmailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message })
  }
}

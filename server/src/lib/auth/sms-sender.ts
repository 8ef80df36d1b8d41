import fs from 'node:fs/promises'
import path from 'node:path'

export interface SmsMessage {
  mobile: string
  text: string
  code: string
}

/** Delivers SMS codes. Plug a carrier's sender in through `buildApp({ smsSender })`. */
export interface SmsSender {
  send: (message: SmsMessage) => Promise<void>
}

/** Development sender: appends each message as one JSON line to a local outbox file (never served over HTTP). */
export class OutboxSmsSender implements SmsSender {
  constructor(private readonly file: string) {}

  async send(message: SmsMessage): Promise<void> {
    await fs.mkdir(path.dirname(this.file), { recursive: true })
    const line = JSON.stringify({ ...message, sentAt: new Date().toISOString() })
    await fs.appendFile(this.file, line + '\n', 'utf8')
  }
}

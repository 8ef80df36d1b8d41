import { OutboxFile } from '../common/outbox-file'

export interface SmsMessage {
  mobile: string
  text: string
  code: string
  /** Delivery key: the same key is delivered at most once (online-send deliveries retried after a crash). */
  key?: string
}

/** Delivers SMS codes. Plug a carrier's sender in through `buildApp({ smsSender })`. */
export interface SmsSender {
  send: (message: SmsMessage) => Promise<void>
}

/** Development sender: appends each message as one JSON line to a local outbox file (never served over HTTP). */
export class OutboxSmsSender implements SmsSender {
  private readonly outbox: OutboxFile

  constructor(file: string) {
    this.outbox = new OutboxFile(file)
  }

  async send(message: SmsMessage): Promise<void> {
    await this.outbox.append({ ...message, sentAt: new Date().toISOString() })
  }
}

import { makeAutoObservable, runInAction } from 'mobx'
import type { HotQuestion, RobotMessage } from '@contract/robot'
import type { RobotApi } from './api'

export type RobotMode = 'robot' | 'agent' | 'leave-message'

/** One robot page's dialog: history, hot questions, asking, rating and 转人工 (live chat or a left message). */
export class RobotStore {
  messages: RobotMessage[] = []
  hot: HotQuestion[] = []
  mode: RobotMode = 'robot'
  status: 'loading' | 'ready' | 'error' = 'loading'
  error: unknown = null
  sending = false

  constructor(
    private readonly connect: () => Promise<RobotApi>,
    private api: RobotApi | null = null,
  ) {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  async load() {
    this.status = 'loading'
    try {
      const api = this.api ?? (await this.connect())
      const [messages, hot] = await Promise.all([api.dialog(), api.hotQuestions()])
      runInAction(() => {
        this.api = api
        this.messages = messages
        this.hot = hot
        this.status = 'ready'
        this.mode = messages.some((message) => message.sender === 'agent' || message.toAgent) ? this.mode : 'robot'
      })
    } catch (error) {
      runInAction(() => {
        this.error = error
        this.status = 'error'
      })
    }
  }

  private add(...messages: Array<RobotMessage | null>) {
    const known = new Set(this.messages.map((message) => message.id))
    for (const message of messages) if (message && !known.has(message.id)) this.messages.push(message)
  }

  /** Sends to the robot, or to the staff while in a live chat. Resolves false when nothing was sent. */
  async send(text: string): Promise<boolean> {
    if (!this.api || this.sending) return false
    this.sending = true
    try {
      const reply = await this.api.chat(text, this.mode === 'agent')
      runInAction(() => this.add(reply.question, reply.answer))
      return true
    } finally {
      runInAction(() => (this.sending = false))
    }
  }

  async rate(messageId: number, helpful: boolean) {
    if (!this.api) return
    const rated = await this.api.comment(messageId, helpful)
    runInAction(() => {
      const index = this.messages.findIndex((message) => message.id === rated.id)
      if (index >= 0) this.messages[index] = rated
    })
  }

  /** 转人工: a live chat when the desk is staffed, else the leave-a-message form. */
  async toHuman() {
    if (!this.api) return
    const { online } = await this.api.online()
    runInAction(() => (this.mode = online ? 'agent' : 'leave-message'))
  }

  backToRobot() {
    this.mode = 'robot'
  }

  /** New messages since the last one shown (the staff's replies arrive this way). */
  async poll() {
    if (!this.api) return
    const last = this.messages[this.messages.length - 1]?.id
    const fresh = await this.api.dialog(last)
    runInAction(() => this.add(...fresh))
  }

  async leaveMessage(content: string, contact?: string) {
    if (!this.api) throw new Error('not connected')
    const result = await this.api.leaveMessage(content, contact)
    runInAction(() => (this.mode = 'robot'))
    return result
  }
}

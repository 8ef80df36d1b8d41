import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * A JSON-lines outbox file. A line may carry a delivery `key`: a keyed line is appended only if no line
 * with that key is in the file yet, so a delivery retried after a crash (message written, its database
 * row not yet marked sent) is not written twice. The key goes in the same append as the message, so the
 * record of "delivered" and the delivery itself cannot part.
 */
export class OutboxFile {
  private keys: Promise<Set<string>> | null = null
  private queue: Promise<unknown> = Promise.resolve()

  constructor(private readonly file: string) {}

  /** Appends the line; false when a line with the same key was already written (nothing appended). */
  append(entry: Record<string, unknown> & { key?: string }): Promise<boolean> {
    // One append at a time per file, so the key check and the write cannot interleave.
    const run = this.queue.then(() => this.write(entry))
    this.queue = run.catch(() => undefined)
    return run
  }

  private async write(entry: Record<string, unknown> & { key?: string }): Promise<boolean> {
    await fs.mkdir(path.dirname(this.file), { recursive: true })
    if (entry.key) {
      const keys = await (this.keys ??= this.readKeys())
      if (keys.has(entry.key)) return false
      keys.add(entry.key)
    }
    await fs.appendFile(this.file, JSON.stringify(entry) + '\n', 'utf8')
    return true
  }

  /** Keys already in the file (written by this or an earlier process). */
  private async readKeys(): Promise<Set<string>> {
    const keys = new Set<string>()
    let text = ''
    try {
      text = await fs.readFile(this.file, 'utf8')
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT') throw error
    }
    for (const line of text.split('\n')) {
      if (!line.includes('"key"')) continue
      try {
        const key = (JSON.parse(line) as { key?: unknown }).key
        if (typeof key === 'string') keys.add(key)
      } catch {
        // A torn last line (crash mid-write) carries no usable key.
      }
    }
    return keys
  }
}

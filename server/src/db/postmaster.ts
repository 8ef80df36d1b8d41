import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'

/*
 * Keeps the embedded PostgreSQL from outliving the server. A `kill -9` of Node leaves the postmaster running as an
 * orphan that holds the data directory; the watchdog stops it at once, and a start that still finds one stops it.
 */

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readProc(pid: number, file: string): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8')
  } catch {
    return undefined
  }
}

/** The process is a postgres started on `dataDir` (not a process that reused a dead postmaster's pid). */
function isPostmasterOf(pid: number, dataDir: string): boolean {
  const args = readProc(pid, 'cmdline')?.split('\0') ?? []
  return args.some((arg) => path.basename(arg) === 'postgres') && args.includes(dataDir)
}

/** Parent pid from /proc/<pid>/stat (the field after the parenthesised command name). */
function parentOf(pid: number): number | undefined {
  const stat = readProc(pid, 'stat')
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ')
  const parent = Number(fields?.[1])
  return Number.isInteger(parent) ? parent : undefined
}

/**
 * No live server owns it: the server that started it was a Node process, and an orphan is re-parented to init
 * or to a sub-reaper (a shell, a process supervisor).
 */
function isOrphan(pid: number): boolean {
  const parent = parentOf(pid)
  if (parent === undefined || parent <= 1) return true
  return readProc(parent, 'comm')?.trim() !== 'node'
}

async function waitForExit(pid: number, milliseconds: number): Promise<boolean> {
  for (const end = Date.now() + milliseconds; Date.now() < end; ) {
    if (!isAlive(pid)) return true
    await delay(50)
  }
  return !isAlive(pid)
}

export interface StaleCheck {
  /** What was found: nothing, a pid file of a dead server (removed), or a running orphan (stopped). */
  found: 'none' | 'dead-pid-file' | 'orphan-stopped'
  pid?: number
  port?: number
  stopMilliseconds?: number
}

/**
 * Before starting on `dataDir`: a pid file whose process is gone is removed; a postmaster of this data directory
 * that no live server owns is stopped cleanly (SIGINT = `pg_ctl stop -m fast`; SIGQUIT, then SIGKILL if it hangs).
 * A postmaster that a live server owns is left alone, and the start then fails with a clear message.
 */
export async function clearStalePostmaster(dataDir: string, log: (line: string) => void = () => {}): Promise<StaleCheck> {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return { found: 'none' }
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n')
  const pid = Number.parseInt(lines[0] ?? '', 10)
  const port = Number.parseInt(lines[3] ?? '', 10) || undefined
  if (!(pid > 0) || !isAlive(pid) || (fs.existsSync('/proc/self/stat') && !isPostmasterOf(pid, dataDir))) {
    fs.rmSync(pidFile, { force: true })
    return { found: 'dead-pid-file', pid: pid > 0 ? pid : undefined, port }
  }
  if (!fs.existsSync('/proc/self/stat') || !isOrphan(pid)) return { found: 'none', pid, port }
  log(`stopping the PostgreSQL (pid ${pid}, port ${port}) that a crashed server left running on ${dataDir}`)
  const started = Date.now()
  process.kill(pid, 'SIGINT')
  if (!(await waitForExit(pid, 30_000))) {
    process.kill(pid, 'SIGQUIT')
    if (!(await waitForExit(pid, 5_000))) {
      process.kill(pid, 'SIGKILL')
      await waitForExit(pid, 5_000)
    }
  }
  // An immediate or killed stop leaves the pid file; PostgreSQL then recovers from its WAL on the next start.
  if (fs.existsSync(pidFile) && !isAlive(pid)) fs.rmSync(pidFile, { force: true })
  return { found: 'orphan-stopped', pid, port, stopMilliseconds: Date.now() - started }
}

// Blocks reading its stdin, a pipe from the server; end of file means the server is gone, however it died.
// Then the postmaster is stopped like `pg_ctl stop -m fast`, after checking the pid is still that postmaster.
const WATCHDOG_SCRIPT = `while read -r _; do :; done
if tr '\\0' '\\n' < "/proc/$1/cmdline" 2>/dev/null | grep -qxF -- "$2"; then kill -INT "$1"; fi`

export interface Watchdog {
  /** Called before a clean stop, so the watchdog never signals a pid the system may reuse. */
  dismiss: () => void
}

/** Starts a tiny shell that stops the postmaster `pid` as soon as this process ends (Linux). */
export function watchPostmaster(pid: number, dataDir: string): Watchdog {
  if (!fs.existsSync('/proc/self/stat')) return { dismiss: () => {} }
  // Its own session: a Ctrl+C in the terminal reaches the server and PostgreSQL, not the watchdog.
  const child: ChildProcess = spawn('sh', ['-c', WATCHDOG_SCRIPT, 'portal-pg-watchdog', String(pid), dataDir], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  })
  child.on('error', () => {})
  child.unref()
  ;(child.stdin as unknown as { unref?: () => void } | null)?.unref?.()
  return {
    dismiss: () => {
      child.kill('SIGKILL')
    },
  }
}

// Runs the browser tests (test/e2e/*.test.mjs, or the files given) one file at a time, each in its own process group.
// A file that has not finished after FILE_LIMIT_MS is killed with everything it started (its Chromium, its server
// and that server's PostgreSQL) and counts as failed: one stuck wait cannot hold the whole run until CI's limit.
// A file that fails is run once more; it passes only if the second run passes, and the summary names it as flaky
// so that the flake is seen and fixed, not hidden. Prints the usual "# pass N" / "# fail N" totals last.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

// The slowest file (accessibility: axe on every route) takes about 4 minutes here: twice that, so that a stuck file
// (console-agreements hung once at stop 46) costs CI 8 minutes, not 15.
const FILE_LIMIT_MS = Number(process.env.E2E_FILE_LIMIT_MS || 8 * 60_000)
const dir = import.meta.dirname
const requested = process.argv.slice(2)
const files = requested.length
  ? requested
  : fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.test.mjs'))
      .sort()
      .map((name) => path.join('test/e2e', name))

let passed = 0
let current
// Stopped from outside (Ctrl+C, CI's limit): the running file's process group goes too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current) {
      try {
        process.kill(-current.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    process.exit(1)
  })
}
let failed = 0
const flaky = []
const failing = []

for (const file of files) {
  let result = await runFile(file)
  if (result.failed > 0 || result.code !== 0) {
    console.log(`# ${file}: ${result.timedOut ? 'killed after the file limit' : 'failed'}; running it once more`)
    const first = result
    result = await runFile(file)
    if (result.failed === 0 && result.code === 0)
      flaky.push(`${file} (first run: ${first.failed || 1} failed${first.timedOut ? ', timed out' : ''})`)
  }
  passed += result.passed
  if (result.failed > 0 || result.code !== 0) {
    failed += Math.max(result.failed, 1)
    failing.push(file)
  }
}

if (flaky.length) console.log(`# flaky (failed, then passed when run again):\n${flaky.map((f) => `#   ${f}`).join('\n')}`)
if (failing.length) console.log(`# failing:\n${failing.map((f) => `#   ${f}`).join('\n')}`)
console.log(`# pass ${passed}\n# fail ${failed}`)
process.exit(failed ? 1 : 0)

/** One file under node's test runner (TAP), in a process group of its own so that a timeout ends all it started. */
function runFile(file) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test', '--test-reporter=tap', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: process.env,
    })
    current = child
    let output = ''
    // Whole lines only, and the per-file totals renamed, so that only this runner's totals read as the stage's.
    const forward = (stream) => {
      let partial = ''
      const write = (text) => stream.write(text.replace(/^# (pass|fail) /gm, '# file $1 '))
      return {
        data: (chunk) => {
          output += chunk
          const lines = (partial + chunk).split('\n')
          partial = lines.pop()
          if (lines.length) write(lines.join('\n') + '\n')
        },
        end: () => partial && write(partial + '\n'),
      }
    }
    const out = forward(process.stdout)
    const err = forward(process.stderr)
    child.stdout.on('data', out.data)
    child.stderr.on('data', err.data)
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }, FILE_LIMIT_MS)
    child.on('close', (code) => {
      clearTimeout(timer)
      out.end()
      err.end()
      current = undefined
      const count = (re) => [...output.matchAll(re)].reduce((sum, m) => sum + Number(m[1]), 0)
      resolve({ code: timedOut ? 1 : (code ?? 1), passed: count(/^# pass (\d+)/gm), failed: count(/^# fail (\d+)/gm), timedOut })
    })
  })
}

// Runs the browser tests (test/e2e/*.test.mjs, or the files given), E2E_CONCURRENCY files at a time (2 by default:
// one file keeps about one core busy, waiting the rest of the time on its browser, server and database), each in its
// own process group, with its output printed whole when it ends.
// A file that has not finished after FILE_LIMIT_MS is killed with everything it started (its Chromium, its server
// and that server's PostgreSQL) and counts as failed: one stuck wait cannot hold the whole run until CI's limit.
// A file that fails is run once more, alone, after the others; it passes only if the second run passes, and the
// summary names it as flaky so that the flake is seen and fixed, not hidden. Prints "# pass N" / "# fail N" last.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const { prepareTemplate, templateStale, TEMPLATE_DIR_VAR } = createRequire(import.meta.url)('./server-process.cjs')

// The slowest files take about 4 minutes on a busy machine: twice that, so that a stuck file (console-agreements
// hung once) costs CI 8 minutes, not 15.
const FILE_LIMIT_MS = Number(process.env.E2E_FILE_LIMIT_MS || 8 * 60_000)
const CONCURRENCY = Math.max(1, Number(process.env.E2E_CONCURRENCY || 2))
// The longest files start first, so that the run does not end on one of them running alone.
const SLOW_FIRST = [
  'accessibility-routes-1',
  'accessibility-routes-2',
  'accessibility',
  'route-ids',
  'hardening',
  'console-article-schedule',
  'dark-mode',
  'console-content',
  'service-centre',
  'console-forms',
]
const dir = import.meta.dirname
const requested = process.argv.slice(2)
const slowRank = (file) => {
  const rank = SLOW_FIRST.indexOf(path.basename(file, '.test.mjs'))
  return rank === -1 ? SLOW_FIRST.length : rank
}
const files = requested.length
  ? requested
  : fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.test.mjs'))
      .sort()
      .map((name) => path.join('test/e2e', name))
      .sort((a, b) => slowRank(a) - slowRank(b))

const running = new Set()
// Stopped from outside (Ctrl+C, CI's limit): the running files' process groups go too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) killGroup(child)
    process.exit(1)
  })
}

// Every file's servers start from a seeded data directory (server-process.cjs), made again when it grows old. An
// older one stays until the run ends: a running file may still be copying it.
const templates = []
let preparing
async function freshTemplate() {
  const latest = templates.at(-1)
  if (process.env.E2E_BASE_URL || (latest && !templateStale(latest))) return
  preparing ??= prepareTemplate()
    .then((made) => {
      templates.push(made)
      process.env[TEMPLATE_DIR_VAR] = made
    })
    .catch((error) => {
      console.log(`# no template data directory (${error.message}); each server seeds its own`)
      delete process.env[TEMPLATE_DIR_VAR]
    })
    .finally(() => (preparing = undefined))
  await preparing
}
process.on('exit', () => {
  for (const made of templates) fs.rmSync(made, { recursive: true, force: true })
})

const results = new Map()
const queue = [...files]
await Promise.all(
  Array.from({ length: Math.min(CONCURRENCY, files.length) }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      await freshTemplate()
      results.set(file, await runFile(file))
    }
  }),
)

let passed = 0
let failed = 0
const flaky = []
const failing = []
for (const file of files) {
  let result = results.get(file)
  if (!result.ok) {
    console.log(`# ${file}: ${result.timedOut ? 'killed after the file limit' : 'failed'}; running it once more, alone`)
    const first = result
    await freshTemplate()
    result = await runFile(file)
    if (result.ok) flaky.push(`${file} (first run: ${first.failed || 1} failed${first.timedOut ? ', timed out' : ''})`)
  }
  passed += result.passed
  if (!result.ok) {
    failed += Math.max(result.failed, 1)
    failing.push(file)
  }
}

if (flaky.length) console.log(`# flaky (failed, then passed when run again):\n${flaky.map((f) => `#   ${f}`).join('\n')}`)
if (failing.length) console.log(`# failing:\n${failing.map((f) => `#   ${f}`).join('\n')}`)
console.log(`# pass ${passed}\n# fail ${failed}`)
process.exit(failed ? 1 : 0)

function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // already gone
  }
}

/** One file under node's test runner (TAP), in a process group of its own so that a timeout ends all it started. */
function runFile(file) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(process.execPath, ['--test', '--test-reporter=tap', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: process.env,
    })
    running.add(child)
    let output = ''
    let errors = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (errors += chunk))
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      killGroup(child)
    }, FILE_LIMIT_MS)
    child.on('close', (code) => {
      clearTimeout(timer)
      running.delete(child)
      // The per-file totals renamed, so that only this runner's totals read as the stage's.
      const rename = (text) => text.replace(/^# (pass|fail) /gm, '# file $1 ')
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      process.stdout.write(`# ${file} (${seconds} s)\n${rename(output)}${output.endsWith('\n') ? '' : '\n'}`)
      if (errors) process.stderr.write(rename(errors))
      const count = (re) => [...output.matchAll(re)].reduce((sum, m) => sum + Number(m[1]), 0)
      const result = { code: timedOut ? 1 : (code ?? 1), passed: count(/^# pass (\d+)/gm), failed: count(/^# fail (\d+)/gm), timedOut }
      resolve({ ...result, ok: result.failed === 0 && result.code === 0 })
    })
  })
}

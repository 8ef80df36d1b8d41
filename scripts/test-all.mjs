#!/usr/bin/env node
// Runs every test of the project, in order: types, lint (ESLint boundaries + Prettier), unit (Jest), server (node:test), mini-program build
// checks, H5 and console builds + browser tests. Prints one summary line per stage and a closing
// "N passed, N failed" line. Exit code 1 when any stage fails.
import { spawn } from 'node:child_process'
import fs from 'node:fs'

const stages = [
  {
    name: 'types',
    cmd: 'sh',
    args: [
      '-c',
      'npx tsc --noEmit -p tsconfig.json && npx tsc --noEmit -p server/tsconfig.json && npx tsc --noEmit -p admin/tsconfig.json',
    ],
    parse: null,
  },
  { name: 'lint', cmd: 'npm', args: ['run', '-s', 'lint'], parse: null },
  {
    name: 'unit',
    cmd: 'npx',
    args: ['jest', '--ci', '--json', '--outputFile=.cache/jest.json'],
    parse: () => parseJest('.cache/jest.json'),
  },
  { name: 'server', cmd: 'npm', args: ['run', '-s', 'test:server'], parse: parseNodeTest },
  { name: 'weapp build', cmd: 'npm', args: ['run', '-s', 'build:weapp'], parse: null },
  { name: 'h5 build', cmd: 'npm', args: ['run', '-s', 'build:h5'], parse: null },
  // The operator console (~15 s) for its browser test (test/e2e/operator-console.test.mjs).
  { name: 'admin build', cmd: 'npm', args: ['run', '-s', 'build:admin'], parse: null },
  {
    name: 'build checks',
    cmd: 'npx',
    args: ['jest', '--ci', '-c', 'test/build/jest.config.js', '--json', '--outputFile=.cache/jest-build.json'],
    parse: () => parseJest('.cache/jest-build.json'),
  },
  // One file at a time, each killed with all it started if it passes its limit, a failed file run once more.
  { name: 'browser', cmd: 'node', args: ['test/e2e/run.mjs'], parse: parseNodeTest },
]

const only = process.argv.slice(2)
fs.mkdirSync('.cache', { recursive: true })
let passed = 0
let failed = 0
const summary = []

for (const stage of stages) {
  if (only.length && !only.includes(stage.name.split(' ')[0])) continue
  const started = Date.now()
  const { code, output } = await run(stage.cmd, stage.args)
  const counts = stage.parse ? stage.parse(output) : { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 }
  if (code !== 0 && counts.failed === 0) counts.failed = 1
  passed += counts.passed
  failed += counts.failed
  summary.push(`${stage.name}: ${counts.passed} passed, ${counts.failed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`)
  console.log(`\n=== ${summary.at(-1)}\n`)
  if (stage.name.endsWith('build') && code !== 0) break
}

console.log('\n' + summary.join('\n'))
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)

function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } })
    let output = ''
    const tee = (stream) => (chunk) => {
      output += chunk
      stream.write(chunk)
    }
    child.stdout.on('data', tee(process.stdout))
    child.stderr.on('data', tee(process.stderr))
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

function parseJest(file) {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'))
    return { passed: r.numPassedTests, failed: r.numFailedTests + r.numRuntimeErrorTestSuites }
  } catch {
    return { passed: 0, failed: 1 }
  }
}

function parseNodeTest(output) {
  const num = (re) => [...output.matchAll(re)].reduce((a, m) => a + Number(m[1]), 0)
  return { passed: num(/^# pass (\d+)/gm), failed: num(/^# fail (\d+)/gm) }
}

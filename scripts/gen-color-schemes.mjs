#!/usr/bin/env node
// Writes src/styles/color-schemes.ts from the stylesheets (config/color-schemes.js). `--check` writes nothing and exits
// 1 when the file differs (config/__tests__/color-schemes.test.ts runs the same comparison).
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'

const ROOT = path.resolve(import.meta.dirname, '..')
const { colorSchemesModule } = createRequire(import.meta.url)('../config/color-schemes.js')
const file = path.join(ROOT, 'src/styles/color-schemes.ts')
const text = colorSchemesModule()
const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null
if (process.argv.includes('--check')) {
  console.log(current === text ? 'src/styles/color-schemes.ts is up to date' : 'stale: src/styles/color-schemes.ts')
  process.exit(current === text ? 0 : 1)
}
fs.writeFileSync(file, text)
console.log('src/styles/color-schemes.ts written')

import fs from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'

/**
 * Deployment values of a build: `PORTAL_*` from the environment, else from `.env` files at the
 * project root (see `.env.example`). The environment wins over any file; among files the most
 * specific wins: `.env.<mode>.local`, `.env.<mode>`, `.env.local`, `.env`.
 */
export function loadDeploymentEnv(root: string, mode = process.env.NODE_ENV || 'production', env: NodeJS.ProcessEnv = process.env): void {
  for (const name of [`.env.${mode}.local`, `.env.${mode}`, '.env.local', '.env']) {
    const file = path.join(root, name)
    if (!fs.existsSync(file)) continue
    // Never overwrite a value already set, so the environment and then the first file read win.
    for (const [key, value] of Object.entries(parseEnv(fs.readFileSync(file, 'utf8')))) env[key] ??= value
  }
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

/**
 * The mini-program's API origin. WeChat only calls HTTPS domains listed in the mini-program's
 * settings; plain HTTP works only in DevTools with 不校验合法域名, so it is refused for anything but
 * loopback unless PORTAL_ALLOW_HTTP=1 says the build is for such a test server.
 */
export function checkServerOrigin(value: string | undefined, allowHttp = process.env.PORTAL_ALLOW_HTTP === '1'): void {
  if (!value) return
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`PORTAL_SERVER_ORIGIN "${value}" is not an absolute URL (e.g. https://portal.example.edu)`)
  }
  if (url.protocol === 'https:') return
  if (url.protocol === 'http:' && (allowHttp || LOOPBACK.test(url.hostname))) return
  throw new Error(
    `PORTAL_SERVER_ORIGIN must be https:// for a mini-program (got ${value}); set PORTAL_ALLOW_HTTP=1 only for a test server opened in DevTools with 不校验合法域名`,
  )
}

/** Taro writes dist/project.config.json with TARO_APP_ID as its appid. */
export function applyMiniProgramAppId(): void {
  if (process.env.PORTAL_WEAPP_APPID) process.env.TARO_APP_ID = process.env.PORTAL_WEAPP_APPID
}

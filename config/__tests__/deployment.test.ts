import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { applyMiniProgramAppId, checkServerOrigin, loadDeploymentEnv } from '../deployment'

describe('mini-program API origin', () => {
  it('accepts https anywhere and plain http on loopback', () => {
    expect(() => checkServerOrigin('https://portal.example.edu')).not.toThrow()
    expect(() => checkServerOrigin('http://127.0.0.1:8080')).not.toThrow()
    expect(() => checkServerOrigin('http://localhost:3000')).not.toThrow()
    expect(() => checkServerOrigin(undefined)).not.toThrow()
  })

  it('refuses plain http elsewhere unless the build is for a test server, and refuses non-URLs', () => {
    expect(() => checkServerOrigin('http://portal.example.edu', false)).toThrow(/must be https/)
    expect(() => checkServerOrigin('http://10.0.0.5:8080', true)).not.toThrow()
    expect(() => checkServerOrigin('portal.example.edu', false)).toThrow(/not an absolute URL/)
  })
})

describe('deployment values from .env files', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  it('the environment wins, then .env.<mode>, then .env', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-env-'))
    fs.writeFileSync(
      path.join(root, '.env'),
      'PORTAL_SSO_BASE=https://file.example/cas\nPORTAL_WEAPP_APPID=wx0000000000000001\nPORTAL_FLOW_BASE=https://file.example/flow\n',
    )
    fs.writeFileSync(path.join(root, '.env.production'), 'PORTAL_SSO_BASE=https://prod.example/cas\n')
    delete process.env.PORTAL_SSO_BASE
    delete process.env.PORTAL_WEAPP_APPID
    process.env.PORTAL_FLOW_BASE = 'https://shell.example/flow'
    loadDeploymentEnv(root, 'production')
    expect(process.env.PORTAL_SSO_BASE).toBe('https://prod.example/cas')
    expect(process.env.PORTAL_FLOW_BASE).toBe('https://shell.example/flow')
    applyMiniProgramAppId()
    expect(process.env.TARO_APP_ID).toBe('wx0000000000000001')
    fs.rmSync(root, { recursive: true, force: true })
  })
})

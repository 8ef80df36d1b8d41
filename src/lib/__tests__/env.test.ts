import { DEFAULT_BASE_PATHS, DEFAULT_SERVER_ORIGIN, DEFAULT_TIMEOUTS, isEnvSet, readEnv, requestTimeouts, serviceBases } from '@/lib/env'
import { setPortalEnv } from './helpers'

afterEach(() => setPortalEnv({}))

describe('isEnvSet', () => {
  it.each([
    ['https://sso.example.edu', true],
    ['/cas', true],
    ['10000', true],
    ['', false],
    ['   ', false],
    ['ENV_SSO_BASE', false],
    ['https://ENV_HOST/cas', false],
    [undefined, false],
    [null, false],
    [42, false],
    [{}, false],
  ])('%p → %p', (value, expected) => {
    expect(isEnvSet(value)).toBe(expected)
  })
})

describe('readEnv', () => {
  it('reads a set value, trimmed', () => {
    setPortalEnv({ ENV_SSO_BASE: '  https://sso.example.edu  ' })
    expect(readEnv('ENV_SSO_BASE')).toBe('https://sso.example.edu')
  })

  it('treats placeholders and empty values as unset', () => {
    setPortalEnv({ ENV_A: 'ENV_A', ENV_B: '' })
    expect(readEnv('ENV_A')).toBeUndefined()
    expect(readEnv('ENV_B')).toBeUndefined()
    expect(readEnv('ENV_MISSING')).toBeUndefined()
  })

  it('copes with PORTAL_ENV not being defined at all', () => {
    setPortalEnv(undefined)
    expect(readEnv('ENV_SSO_BASE')).toBeUndefined()
    expect(serviceBases(true).sso).toBe('/cas')
  })
})

describe('serviceBases', () => {
  it('defaults to the reference server prefixes on the same origin', () => {
    expect(serviceBases(true)).toEqual({
      sso: '/cas',
      tokenService: '/token-service',
      portal: '/portal-api',
      cms: '/portal-api',
      messageCenter: '/message-center',
      flow: '/flow',
      personal: '/personal',
    })
  })

  it('uses the H5 platform (same origin) when no argument is given in Jest', () => {
    expect(serviceBases().portal).toBe(DEFAULT_BASE_PATHS.portal)
  })

  it('prefixes defaults with the default server origin without a same origin', () => {
    const bases = serviceBases(false)
    expect(bases.sso).toBe(`${DEFAULT_SERVER_ORIGIN}/cas`)
    expect(bases.personal).toBe('http://127.0.0.1:8080/personal')
    expect(bases.cms).toBe('http://127.0.0.1:8080/portal-api')
  })

  it('prefixes defaults with ENV_SERVER_ORIGIN, dropping its trailing slash', () => {
    setPortalEnv({ ENV_SERVER_ORIGIN: 'https://portal.example.edu/' })
    expect(serviceBases(false).flow).toBe('https://portal.example.edu/flow')
  })

  it('ignores ENV_SERVER_ORIGIN on the same origin', () => {
    setPortalEnv({ ENV_SERVER_ORIGIN: 'https://portal.example.edu' })
    expect(serviceBases(true).flow).toBe('/flow')
  })

  it('takes every configured base as is, without trailing slashes', () => {
    setPortalEnv({
      ENV_SSO_BASE: 'https://sso.example.edu/cas/',
      ENV_TOKEN_SERVICE_BASE: 'https://sso.example.edu/token',
      ENV_PORTAL_BASE: 'https://api.example.edu/portal',
      ENV_MESSAGE_CENTER_BASE: 'https://msg.example.edu',
      ENV_FLOW_BASE: 'https://flow.example.edu',
      ENV_PERSONAL_BASE: 'https://me.example.edu',
    })
    expect(serviceBases(false)).toEqual({
      sso: 'https://sso.example.edu/cas',
      tokenService: 'https://sso.example.edu/token',
      portal: 'https://api.example.edu/portal',
      cms: 'https://api.example.edu/portal',
      messageCenter: 'https://msg.example.edu',
      flow: 'https://flow.example.edu',
      personal: 'https://me.example.edu',
    })
  })

  it('CMS follows the configured portal base unless set itself', () => {
    setPortalEnv({ ENV_PORTAL_BASE: '/api' })
    expect(serviceBases(true).cms).toBe('/api')
    setPortalEnv({ ENV_PORTAL_BASE: '/api', ENV_CMS_BASE: 'https://cms.example.edu' })
    expect(serviceBases(true).cms).toBe('https://cms.example.edu')
  })

  it('falls back to defaults for placeholder values', () => {
    setPortalEnv({ ENV_SSO_BASE: 'ENV_SSO_BASE', ENV_CMS_BASE: 'ENV_CMS_BASE' })
    expect(serviceBases(true).sso).toBe('/cas')
    expect(serviceBases(true).cms).toBe('/portal-api')
  })
})

describe('requestTimeouts', () => {
  it('gives the spec §9 defaults', () => {
    expect(requestTimeouts()).toEqual({ request: 60000, connect: 60000, upload: 20000, download: 60000 })
    expect(DEFAULT_TIMEOUTS.upload).toBe(20000)
  })

  it('lets a numeric ENV_REQUEST_TIMEOUT override only the request timeout', () => {
    setPortalEnv({ ENV_REQUEST_TIMEOUT: '10000' })
    expect(requestTimeouts()).toEqual({ request: 10000, connect: 60000, upload: 20000, download: 60000 })
  })

  it.each(['abc', '0', '-5', 'ENV_REQUEST_TIMEOUT', ''])('ignores ENV_REQUEST_TIMEOUT=%p', (value) => {
    setPortalEnv({ ENV_REQUEST_TIMEOUT: value })
    expect(requestTimeouts().request).toBe(60000)
  })

  it('rounds a fractional override down', () => {
    setPortalEnv({ ENV_REQUEST_TIMEOUT: '1500.7' })
    expect(requestTimeouts().request).toBe(1500)
  })
})

describe('serviceBases on the mini-program build', () => {
  it('reads HAS_SAME_ORIGIN from the weapp platform file', () => {
    jest.isolateModules(() => {
      jest.doMock('@/lib/platform', () => jest.requireActual('@/lib/platform.weapp'))
      const env = require('@/lib/env') as typeof import('@/lib/env')
      expect(env.serviceBases().sso).toBe('http://127.0.0.1:8080/cas')
    })
    jest.dontMock('../platform')
  })
})

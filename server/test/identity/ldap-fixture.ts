import { loadConfig, loadLdapConfig, parseSignOnMethods, type LdapConfig } from '../../src/config'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { startSlapd, type Slapd } from '../helpers/slapd.mjs'
import { performLdapRun, startRun } from '../../src/lib/identity/directory-sync/sync-runs'

export interface LdapWorld {
  slapd: Slapd
  t: TestApp
  ldap: LdapConfig
  /** One directory sync run to its end, as the schedule would start it. */
  sync: () => ReturnType<typeof performLdapRun>
  close: () => Promise<void>
}

/** slapd with the generated school, and a portal whose teachers and students sign in with their LDAP password. */
export async function startLdapWorld(options: { ldap?: Partial<LdapConfig>; breakGlass?: string[] } = {}): Promise<LdapWorld> {
  const slapd = await startSlapd()
  const ldap = { ...loadLdapConfig(slapd.env)!, ...options.ldap }
  const t = await createTestApp({
    config: {
      logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
      identity: {
        ...loadConfig().identity,
        methods: parseSignOnMethods('student=ldap,teacher=ldap'),
        breakGlassAccounts: options.breakGlass ?? ['admin', 'editor'],
        ldap,
      },
    },
  })
  return {
    slapd,
    t,
    ldap,
    sync: async () => await performLdapRun(t.app.directorySync.deps, await startRun(t.database.db, 'schedule')),
    close: async () => {
      await t.close()
      await slapd.stop()
    },
  }
}

/** A signed-in call (the person's security questions): 200 while the token is accepted, 401 once it is not. */
export async function tokenAccepted(t: TestApp, token: string): Promise<boolean> {
  const response = await t.app.inject({ method: 'GET', url: '/portal-api/v1/security/questions', headers: { 'x-id-token': token } })
  if (response.statusCode !== 200 && response.statusCode !== 401) throw new Error(`unexpected ${response.statusCode}: ${response.body}`)
  return response.statusCode === 200
}

// `npm run operator -- --username <账号> [--name <姓名>] [--reset-password]`: makes an account an institution-wide
// 全局管理员 of the operator console, creating it (identity admin, a generated portal password printed once) when it
// does not exist. The first operator of a portal run without the demo (SEED_DEMO=0) comes from here, and so does a
// way back in when no global admin can sign in. Runs beside the portal or without it; DATA_DIR or DATABASE_URL as
// for the server. See docs/operations.md, "The first operator".
import { parseArgs } from 'node:util'
import { register } from 'tsx/esm/api'

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    name: { type: 'string' },
    'reset-password': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
})
if (values.help || !values.username) {
  console.log('usage: npm run operator -- --username <账号> [--name <姓名>] [--reset-password]')
  process.exit(values.help ? 0 : 2)
}

register()
const { loadConfig } = await import('../server/src/config.ts')
const { attachDatabase } = await import('../server/src/db/prepare.ts')
const { bootstrapGlobalAdmin, BootstrapRefused } = await import('../server/src/lib/admin/operator-bootstrap.ts')
const prepared = await attachDatabase(loadConfig())
let code = 0
try {
  const result = await bootstrapGlobalAdmin(
    prepared.database.db,
    { username: values.username, displayName: values.name, resetPassword: values['reset-password'] },
    new Date(),
  )
  if (result.created) console.log(`已创建账号 ${values.username}（身份：管理员）`)
  console.log(result.granted ? `已授予 ${values.username} 全局管理员` : `${values.username} 已是全局管理员`)
  if (result.password) console.log(`门户密码（只显示这一次，请登录后在 账号安全 中修改）：${result.password}`)
} catch (error) {
  code = 1
  console.error(error instanceof BootstrapRefused ? error.message : `失败：${error instanceof Error ? error.message : String(error)}`)
} finally {
  await prepared.close()
}
process.exit(code)

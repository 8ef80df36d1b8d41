import fp from 'fastify-plugin'
import { badRequest } from '../../lib/common/api-error'

/** The first path (e.g. `body.title`) holding a string with a NUL character, searching nested objects and arrays. */
export function nulPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined
  if (depth > 8 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path
    const found = nulPath(inner, `${path}.${key}`, depth + 1)
    if (found) return found
  }
  return undefined
}

/**
 * One rule for every input of every route (JSON, form bodies, query strings, path parameters, the CAS
 * HTML form): a NUL character is refused with a 400, because PostgreSQL cannot store it in text and
 * answers with an error that would otherwise surface as a 500.
 */
export default fp(
  async (fastify) => {
    fastify.addHook('preValidation', async (request) => {
      const found = nulPath(request.params, 'params') ?? nulPath(request.query, 'query') ?? nulPath(request.body, 'body')
      if (found) throw badRequest(`参数 ${found.replace(/^(params|query|body)\.?/, '') || found} 含有不允许的空字符`)
    })
  },
  { name: 'input-guard' },
)

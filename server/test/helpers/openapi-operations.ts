// The operations of the server's OpenAPI document (/docs/json) with their fields, and values each field accepts.
export type Json = Record<string, unknown>
export interface Field {
  name: string
  schema: Json
  required: boolean
}
export interface Operation {
  method: string
  path: string
  params: Field[]
  query: Field[]
  body: Field[] | null
  form: boolean
}

/** A value the field would accept, so that the bad value of another field reaches the handler. */
export function plausible(schema: Json | undefined): unknown {
  if (!schema) return 'a'
  if (schema.const !== undefined) return schema.const
  if (Array.isArray(schema.enum)) return schema.enum[0]
  const union = (schema.anyOf ?? schema.oneOf) as Json[] | undefined
  if (union?.length) return plausible(union.find((s) => s.type !== 'null') ?? union[0])
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (type === 'integer' || type === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 1
  if (type === 'boolean') return true
  if (type === 'array') return Array.from({ length: Number(schema.minItems ?? 0) }, () => plausible(schema.items as Json))
  if (type === 'object') {
    const props = (schema.properties ?? {}) as Record<string, Json>
    return Object.fromEntries(((schema.required ?? []) as string[]).map((k) => [k, plausible(props[k])]))
  }
  if (schema.format === 'picker-date-time' || schema.format === 'date-time') return new Date().toISOString()
  const pattern = String(schema.pattern ?? '')
  if (pattern.includes('1[3-9]')) return '13800000001'
  if (pattern.includes('\\d{6}')) return '123456'
  if (pattern.includes(':[0-5]')) return '08:00'
  return 'a'.repeat(Math.max(1, Number(schema.minLength ?? 1)))
}

export function operations(doc: Json): Operation[] {
  const ops: Operation[] = []
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    if (path.startsWith('/docs')) continue
    for (const [method, op] of Object.entries(item)) {
      const parameters = (op.parameters ?? []) as Array<{ name: string; in: string; required?: boolean; schema: Json }>
      const fields = (where: string) =>
        parameters.filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema, required: !!p.required }))
      const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, { schema: Json }>
      const bodySchema = content['application/json']?.schema ?? content['application/x-www-form-urlencoded']?.schema
      const props = (bodySchema?.properties ?? {}) as Record<string, Json>
      const required = new Set((bodySchema?.required ?? []) as string[])
      ops.push({
        method: method.toUpperCase(),
        path,
        params: fields('path'),
        query: fields('query'),
        body: bodySchema ? Object.entries(props).map(([name, schema]) => ({ name, schema, required: required.has(name) })) : null,
        form: 'application/x-www-form-urlencoded' in content,
      })
    }
  }
  return ops
}

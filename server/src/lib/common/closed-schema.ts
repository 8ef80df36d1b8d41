import { Type, type TSchema } from 'typebox'

type Schema = Record<string, unknown>

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value)
const isObjectSchema = (schema: Schema) => schema.type === 'object' && isSchema(schema.properties)

/** A copy keeping TypeBox's non-enumerable markers (`~kind`, `~optional`), so TypeBox can still map it (Type.Partial). */
function copyOf(schema: Schema): Schema {
  return Object.create(Object.getPrototypeOf(schema), Object.getOwnPropertyDescriptors(schema)) as Schema
}

/** `allOf` of plain objects as one object, so that closing it does not make each part refuse the others' fields. */
function mergedIntersection(schema: Schema): Schema | undefined {
  const parts = schema.allOf
  if (!Array.isArray(parts) || !parts.every((part) => isSchema(part) && isObjectSchema(part) && part.additionalProperties === undefined)) {
    return undefined
  }
  const properties = Object.assign({}, ...parts.map((part) => (part as Schema).properties)) as Record<string, TSchema>
  const { allOf: _parts, ...options } = schema
  return Type.Object(properties, options) as unknown as Schema
}

/**
 * The schema with every object that names its properties closed (`additionalProperties: false`), nested ones
 * included. Fastify's Ajv runs with `removeAdditional: true`, so a request field the contract does not name
 * (an `accountId`, an `ownerId`, a `status`) is dropped before the handler sees the body: no row can be built
 * from a field nobody declared. Objects that say `additionalProperties` themselves keep their choice; a union
 * of several objects stays open (Ajv would strip one branch's fields while trying another).
 */
export function closedSchema<T>(schema: T): T {
  if (!isSchema(schema)) return schema
  const merged = mergedIntersection(schema)
  const copy = copyOf(merged ?? schema)
  if (isObjectSchema(copy)) {
    if (copy.additionalProperties === undefined && copy.patternProperties === undefined) copy.additionalProperties = false
    copy.properties = Object.fromEntries(Object.entries(copy.properties as Schema).map(([name, inner]) => [name, closedSchema(inner)]))
  }
  if (isSchema(copy.items)) copy.items = closedSchema(copy.items)
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = copy[key]
    if (!Array.isArray(branches)) continue
    const objectBranches = branches.filter((branch) => isSchema(branch) && (branch.type === 'object' || branch.allOf))
    if (objectBranches.length <= 1) copy[key] = branches.map((branch) => closedSchema(branch))
  }
  return copy as T
}

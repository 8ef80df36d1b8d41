import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import Ajv from 'ajv'
import { Type } from 'typebox'
import { closedSchema } from '../../src/lib/common/closed-schema'

// Fastify's own Ajv options for request validation.
const ajv = new Ajv({ removeAdditional: true, useDefaults: true, coerceTypes: 'array', strict: false })
const strip = (schema: object, data: unknown) => {
  const copy = structuredClone(data)
  assert.equal(ajv.validate(closedSchema(schema), copy), true, JSON.stringify(ajv.errors))
  return copy
}

describe('closedSchema', () => {
  it('drops undeclared fields at every level, keeping declared ones', () => {
    const schema = Type.Object({ title: Type.String(), items: Type.Array(Type.Object({ id: Type.Integer() })) })
    assert.deepEqual(strip(schema, { title: 'x', accountId: 'y', items: [{ id: 1, ownerId: 'z' }] }), { title: 'x', items: [{ id: 1 }] })
  })

  it('merges an intersection so that neither part drops the other part’s fields', () => {
    const schema = Type.Intersect([Type.Object({ a: Type.String() }), Type.Object({ b: Type.Optional(Type.Integer()) })])
    assert.deepEqual(strip(schema, { a: 'x', b: 2, role: 'admin' }), { a: 'x', b: 2 })
  })

  it('closes an object that may be null, and leaves a union of several objects open', () => {
    const nullable = Type.Object({ inner: Type.Union([Type.Object({ a: Type.String() }), Type.Null()]) })
    assert.deepEqual(strip(nullable, { inner: { a: 'x', status: 1 } }), { inner: { a: 'x' } })
    const union = Type.Union([Type.Object({ a: Type.String() }), Type.Object({ b: Type.String() })])
    assert.deepEqual(strip(union, { b: 'x' }), { b: 'x' })
  })

  it('keeps an object’s own choice and TypeBox’s markers', () => {
    const open = Type.Object({ a: Type.String() }, { additionalProperties: true })
    assert.deepEqual(strip(open, { a: 'x', extra: 1 }), { a: 'x', extra: 1 })
    const partial = Type.Partial(closedSchema(Type.Object({ a: Type.String() })))
    assert.deepEqual(partial.required ?? [], [])
    assert.deepEqual(Object.keys(partial.properties), ['a'])
  })
})

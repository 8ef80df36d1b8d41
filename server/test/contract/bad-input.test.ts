// Property-based: every route of the OpenAPI document gets generated bad input (huge, negative, fractional
// and non-numeric numbers, NUL bytes, huge strings, out-of-range dates, wrong types, missing fields) and must
// answer 4xx (or 2xx/3xx when the input happens to be acceptable), never 5xx.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import fc from 'fast-check'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { operations, plausible, type Field, type Json, type Operation } from '../helpers/openapi-operations'

const RUNS_PER_ROUTE = 16

/** Values that have broken servers: past int4, float edge cases, NUL, huge text, dates out of any range, wrong types. */
const badScalar = fc.oneof(
  fc.constantFrom(2147483648, 4294967296, -2147483649, 1e308, -1e308, -1, 0, 0.5, 1.5, Number.MAX_SAFE_INTEGER + 2),
  fc.constantFrom('2147483648', '1e308', '-1', '0.5', 'NaN', 'Infinity', '-Infinity', '0x10', ' ', ''),
  fc.constantFrom('a\u0000b', '\u0000', 'x'.repeat(70000), '\uD800', '%00', '../../etc/passwd', "'; drop table accounts; --"),
  fc.constantFrom(
    '+275760-09-13T00:00:00.000Z',
    '-271821-04-20T00:00:00.000Z',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
    '2026-13-45T25:61:00Z',
    '1970-01-01T00:00:00Z',
  ),
  fc.constantFrom<unknown>(true, false, null, {}, [], { $gt: 1 }, [1, 2], ['a\u0000']),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
)

const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

type Target = readonly ['params' | 'query' | 'body', Field]
interface BadRequest {
  method: 'GET' | 'POST'
  url: string
  payload: string | undefined
  contentType: string
}

const targetsOf = (op: Operation): Target[] => [
  ...op.params.map((f) => ['params', f] as const),
  ...op.query.map((f) => ['query', f] as const),
  ...(op.body ?? []).map((f) => ['body', f] as const),
]

/** One request: the target field gets a bad value (or is left out), or the whole body is of the wrong type. */
function build(op: Operation, target: Target | undefined, bad: unknown, missing: boolean, wrongBody: unknown, asForm: boolean): BadRequest {
  const params = Object.fromEntries(op.params.map((f) => [f.name, plausible(f.schema)]))
  const query: Record<string, unknown> = Object.fromEntries(op.query.filter((f) => f.required).map((f) => [f.name, plausible(f.schema)]))
  const body: Record<string, unknown> = Object.fromEntries(
    (op.body ?? []).filter((f) => f.required).map((f) => [f.name, plausible(f.schema)]),
  )
  if (target) {
    const [where, field] = target
    const bag = where === 'params' ? params : where === 'query' ? query : body
    if (missing && where !== 'params') delete bag[field.name]
    else bag[field.name] = bad
  }
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(asText(params[name]) || 'x'))
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, asText(v)])).toString()
  const form = asForm && op.form
  let payload: string | undefined
  if (op.body || wrongBody !== undefined) {
    payload =
      typeof wrongBody === 'string'
        ? wrongBody
        : form
          ? new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, asText(v)])).toString()
          : JSON.stringify(body)
  }
  return {
    method: op.method as 'GET' | 'POST',
    url: search ? `${url}?${search}` : url,
    payload: op.method === 'GET' ? undefined : payload,
    contentType:
      form || (typeof wrongBody === 'string' && wrongBody.includes('=')) ? 'application/x-www-form-urlencoded' : 'application/json',
  }
}

/** The values every field gets once, whatever fast-check draws. */
const SYSTEMATIC: unknown[] = [2147483648, '1e308', 'a\u0000b', '+275760-09-13T00:00:00.000Z', 'x'.repeat(70000), -1, 0.5, {}]

const systematic = (op: Operation): BadRequest[] =>
  targetsOf(op).flatMap((target) => [
    ...SYSTEMATIC.map((bad) => build(op, target, bad, false, undefined, false)),
    ...(op.form ? [build(op, target, 'a\u0000b', false, undefined, true)] : []),
    build(op, target, undefined, true, undefined, false),
  ])

const requestOf = (op: Operation) => {
  const targets = targetsOf(op)
  return fc
    .record({
      target: targets.length ? fc.constantFrom(...targets) : fc.constant(undefined),
      bad: badScalar,
      missing: fc.boolean(),
      wrongBody: fc.constantFrom<unknown>(undefined, undefined, undefined, '[]', 'null', '"x"', '{', 'a=%00'),
      asForm: fc.boolean(),
    })
    .map(({ target, bad, missing, wrongBody, asForm }) => build(op, target, bad, missing, wrongBody, asForm))
}

describe('bad input never answers 5xx (generated from /docs/json)', () => {
  let t: TestApp
  let token: string
  before(async () => {
    t = await createTestApp()
    token = await loginToken(t.app, 't1001')
  })
  after(async () => {
    await t.close()
  })

  it('the reported cases answer 400 with a Chinese reason', async () => {
    const cases: Array<[string, string, unknown, RegExp]> = [
      ['GET', '/portal-api/v1/cms/mobile/content/detail?id=2147483648', undefined, /参数 id 超出允许范围/],
      ['GET', '/portal-api/v1/cms/mobile/content/detail?id=1e308', undefined, /参数 id/],
      ['GET', '/portal-api/v1/cms/mobile/content/list?keyword=a%00b', undefined, /参数 keyword 含有不允许的空字符/],
      ['POST', '/token-service/password/passwordLogin?username=t1001&password=a%00b', undefined, /参数 password 含有不允许的空字符/],
      [
        'POST',
        '/flow/personal-todo/create',
        { title: 'x', dueTime: '+275760-09-13T00:00:00.000Z' },
        /参数 dueTime 应为前后 10 年内的日期时间/,
      ],
      [
        'POST',
        '/message-center/center/api/v1/messageCenter/createSchedule',
        { title: 'x', calendarId: 1, startTime: '+275760-09-13T00:00:00.000Z', endTime: '+275760-09-13T01:00:00.000Z' },
        /参数 startTime 应为前后 10 年内的日期时间/,
      ],
    ]
    for (const [method, url, body, reason] of cases) {
      const response = await t.app.inject({ method: method as 'GET', url, payload: body as object, headers: { 'x-id-token': token } })
      assert.equal(response.statusCode, 400, url)
      assert.match(response.json().message, reason, url)
      assert.equal(response.json().code, 400)
    }
    // Dates inside an application form are checked by the form definitions, with the same range rule.
    const student = await loginToken(t.app, '2026001')
    const leave = await t.app.inject({
      method: 'POST',
      url: '/flow/application/start',
      headers: { 'x-id-token': student },
      payload: {
        type: 'leave',
        form: { leaveType: '事假', startTime: '+275760-09-13T00:00:00.000Z', endTime: '+275760-09-14T00:00:00.000Z', reason: 'x' },
      },
    })
    assert.equal(leave.statusCode, 400, leave.body)
    assert.match(leave.json().message, /[\u4e00-\u9fff]/)
    const casForm = await t.app.inject({
      method: 'POST',
      url: '/cas/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=t1001&password=a%00b&formToken=x',
    })
    assert.equal(casForm.statusCode, 400)
    assert.match(casForm.json().message, /含有不允许的空字符/)
  })

  it('every integer a client sends is bounded to the int4 range in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json() as Json
    const unbounded: string[] = []
    const walk = (schema: Json | undefined, where: string) => {
      if (!schema || typeof schema !== 'object') return
      if (schema.type === 'integer' && !(typeof schema.maximum === 'number' && schema.maximum <= 2147483647)) unbounded.push(where)
      for (const [key, inner] of Object.entries(schema)) {
        if (key === 'properties') for (const [name, prop] of Object.entries(inner as Record<string, Json>)) walk(prop, `${where}.${name}`)
        else if (key === 'items' || key === 'anyOf' || key === 'oneOf' || key === 'allOf')
          [inner].flat().forEach((s) => walk(s as Json, where))
      }
    }
    for (const op of operations(doc)) {
      for (const field of [...op.params, ...op.query, ...(op.body ?? [])]) walk(field.schema, `${op.method} ${op.path} ${field.name}`)
    }
    assert.deepEqual(unbounded, [])
  })

  it('every route answers 4xx with {code, message} for bad input', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json() as Json
    const ops = operations(doc)
    assert.ok(ops.length > 80, `only ${ops.length} operations in the OpenAPI document`)
    let requests = 0
    const statuses = new Map<number, number>()
    const failures: string[] = []
    const withoutReason: string[] = []
    const send = async (req: BadRequest) => {
      const response = await t.app.inject({
        method: req.method,
        url: req.url,
        payload: req.payload,
        headers: { 'x-id-token': token, host: '127.0.0.1:8080', ...(req.payload === undefined ? {} : { 'content-type': req.contentType }) },
      })
      requests++
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
      if (
        response.statusCode >= 400 &&
        response.statusCode < 500 &&
        String(response.headers['content-type']).startsWith('application/json')
      ) {
        const body = response.json() as { code?: unknown; message?: unknown }
        if (typeof body.code !== 'number' || typeof body.message !== 'string' || !/[\u4e00-\u9fff]/.test(body.message)) {
          withoutReason.push(`${req.method} ${req.url.slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 120)}`)
        }
      }
      if (response.statusCode >= 500) {
        failures.push(
          `${req.method} ${req.url.split('?')[0]} ${req.url.slice(0, 160)} ${String(req.payload ?? '').slice(0, 160)} → ${response.statusCode}`,
        )
      }
    }
    for (const op of ops) {
      for (const req of systematic(op)) await send(req)
      // Random combinations on top; the property always holds so that every 5xx is collected, not only the first.
      await fc.assert(
        fc.asyncProperty(requestOf(op), async (req) => {
          await send(req)
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261122 },
      )
    }
    const routes5xx = new Set(failures.map((f) => f.split(' ').slice(0, 2).join(' '))).size
    console.log(
      `# bad input: ${requests} requests over ${ops.length} routes; 5xx answers: ${failures.length} on ${routes5xx} routes; ` +
        `statuses ${[...statuses]
          .sort((a, b) => a[0] - b[0])
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}`,
    )
    assert.deepEqual(failures.slice(0, 30), [], `5xx answers (first 30 of ${failures.length})`)
    assert.deepEqual(withoutReason.slice(0, 20), [], '4xx answers without {code, message} in Chinese')
  })
})

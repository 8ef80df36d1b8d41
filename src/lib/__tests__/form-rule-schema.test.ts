import AliasedSchema from 'async-validator'
import Schema, { FormRuleErrors, type FormRule } from '@/lib/form-rule-schema'

/** The messages a validation rejected with, or [] when it passed. */
async function failures(descriptor: Record<string, FormRule | FormRule[]>, source: Record<string, unknown>) {
  try {
    await new Schema(descriptor).validate(source)
    return []
  } catch (e) {
    expect(e).toBeInstanceOf(FormRuleErrors)
    return (e as FormRuleErrors).errors
  }
}

describe('form-rule-schema (the stand-in for async-validator under NutUI Form)', () => {
  it('is what `async-validator` resolves to (Jest maps it as both builds alias it)', () => {
    expect(AliasedSchema).toBe(Schema)
  })

  it('passes a field whose validator returns true, and resolves with the source', async () => {
    const source = { phone: '13800000000' }
    await expect(
      new Schema({ phone: { validator: (_r, v) => String(v).length === 11, message: '手机号格式不正确' } }).validate(source),
    ).resolves.toBe(source)
  })

  it('rejects with the rule message, the field and its value, as NutUI reads them', async () => {
    expect(await failures({ phone: { validator: () => false, message: '手机号格式不正确' } }, { phone: '123' })).toEqual([
      { message: '手机号格式不正确', field: 'phone', fieldValue: '123' },
    ])
  })

  it('runs every rule of a field and of every field, in order', async () => {
    const errors = await failures(
      {
        title: [
          { validator: () => false, message: '请输入标题' },
          { validator: () => true, message: 'never' },
          { validator: () => false, message: '标题太短' },
        ],
        count: { validator: () => false, message: '人数不对' },
      },
      { title: '', count: 3 },
    )
    expect(errors.map((e) => `${e.field}:${e.message}`)).toEqual(['title:请输入标题', 'title:标题太短', 'count:人数不对'])
  })

  it('takes callback-style, promise, Error and thrown validators; the rule message replaces what they report', async () => {
    const callbackStyle: FormRule = { validator: (_r, _v, callback) => setTimeout(() => callback('late')) }
    const rejected: FormRule = { validator: () => Promise.reject(new Error('server says no')) }
    const resolved: FormRule = { validator: () => Promise.resolve(), message: 'not shown' }
    const error: FormRule = { validator: () => new Error('bad value') }
    const thrown: FormRule = {
      validator: () => {
        throw new Error('broken check')
      },
      message: '检查失败',
    }
    const errors = await failures({ a: callbackStyle, b: rejected, c: resolved, d: error, e: thrown }, {})
    expect(errors.map((e) => `${e.field}:${e.message}`)).toEqual(['a:late', 'b:server says no', 'd:bad value', 'e:检查失败'])
  })

  it('hands the validator the rule, the value and the whole source', async () => {
    const validator = jest.fn(() => true)
    const rule = { validator }
    await new Schema({ end: rule }).validate({ start: 1, end: 2 })
    expect(validator).toHaveBeenCalledWith(rule, 2, expect.any(Function), { start: 1, end: 2 }, {})
  })

  it('required fails on undefined, null, empty text and an empty list; required: false alone checks nothing', async () => {
    for (const empty of [undefined, null, '', []]) {
      expect(await failures({ name: { required: true, message: '请输入姓名' } }, { name: empty })).toHaveLength(1)
    }
    expect(await failures({ name: { required: true, message: '请输入姓名' } }, { name: '张三' })).toEqual([])
    // NutUI's Form.Item default rule.
    expect(await failures({ name: { required: false, message: '' } }, { name: 42 })).toEqual([])
  })

  it('pattern checks a value that is there, and leaves an empty one to required', async () => {
    const rule = { pattern: /^\d+$/, message: '只能是数字' }
    expect(await failures({ n: rule }, { n: '12a' })).toEqual([{ message: '只能是数字', field: 'n', fieldValue: '12a' }])
    expect(await failures({ n: rule }, { n: '' })).toEqual([])
    expect(await failures({ n: rule }, { n: 12 })).toEqual([])
  })

  it('refuses, when the schema is built, a rule key it does not implement', () => {
    expect(() => new Schema({ email: { type: 'email', message: '邮箱格式不正确' } as FormRule })).toThrow(
      /form rule of "email": type not supported/,
    )
  })
})

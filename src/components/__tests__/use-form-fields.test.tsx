import './test-setup'
import { act, renderHook } from '@testing-library/react'
import { required, useFormFields, type FieldRules } from '@/components/use-form-fields'

interface Values {
  title: string
  phone: string
  count?: number
}

const rules: FieldRules<Values> = {
  title: [required('请输入标题'), { validator: (v) => v.length <= 5, message: '标题不能超过5个字' }],
  phone: [{ problem: (v, all) => (!v || /^1\d{10}$/.test(v) || all.title === '免检' ? null : '手机号格式不正确') }],
}

describe('useFormFields', () => {
  it('keeps the values, with one stable setter per field', () => {
    const { result } = renderHook(() => useFormFields<Values>({ title: '', phone: '' }))
    const setTitle = result.current.set('title')
    act(() => setTitle('周会'))
    expect(result.current.values).toEqual({ title: '周会', phone: '' })
    expect(result.current.set('title')).toBe(setTitle)
    act(() => result.current.setValues({ phone: '139', count: 2 }))
    expect(result.current.values).toEqual({ title: '周会', phone: '139', count: 2 })
    expect(result.current.current()).toBe(result.current.values)
    act(() => {
      result.current.setValues((v) => ({ count: (v.count ?? 0) + 1 }))
      result.current.setValues((v) => ({ count: (v.count ?? 0) + 1 }))
    })
    expect(result.current.values.count).toBe(4)
  })

  it('validates in the order of the rules, returns the first message and keeps every message', () => {
    const { result } = renderHook(() => useFormFields<Values>({ title: '', phone: '12' }, { rules }))
    let first: string | null = null
    act(() => {
      first = result.current.validate()
    })
    expect(first).toBe('请输入标题')
    expect(result.current.errors).toEqual({ title: '请输入标题', phone: '手机号格式不正确' })
    act(() => result.current.set('title')('周会议纪要汇总'))
    // Without validateOnChange a change leaves the messages until the next check.
    expect(result.current.errors.title).toBe('请输入标题')
    act(() => {
      first = result.current.validate()
    })
    expect(first).toBe('标题不能超过5个字')
    act(() => result.current.setValues({ title: '免检' }))
    act(() => {
      first = result.current.validate()
    })
    expect(first).toBeNull()
    expect(result.current.errors).toEqual({})
  })

  it('checks a changed field at once when told to, and reset clears values and messages', () => {
    const { result } = renderHook(() => useFormFields<Values>(() => ({ title: '初始', phone: '' }), { rules, validateOnChange: true }))
    act(() => result.current.set('phone')('123'))
    expect(result.current.errors).toEqual({ phone: '手机号格式不正确' })
    act(() => result.current.set('phone')('13912345678'))
    expect(result.current.errors).toEqual({})
    act(() => result.current.set('title')(''))
    expect(result.current.errors).toEqual({ title: '请输入标题' })
    act(() => result.current.reset())
    expect(result.current.values).toEqual({ title: '初始', phone: '' })
    expect(result.current.errors).toEqual({})
  })
})

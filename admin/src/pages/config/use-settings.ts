import { useCallback, useEffect, useState } from 'react'
import { App, Form } from 'antd'
import { useWrite } from '../../components/use-write'

/**
 * Loads one settings document into a form and saves it with the version it was loaded at (409 when someone saved
 * meanwhile: the page offers to reload). `problem` is the contract's rule, checked before sending.
 */
export function useSettings<T extends object>(
  name: string,
  read: () => Promise<T & { version: number }>,
  write: (body: T & { version: number }) => Promise<T & { version: number }>,
  problem: (fields: T) => string | null,
) {
  const { message } = App.useApp()
  const [form] = Form.useForm<T>()
  const [loaded, setLoaded] = useState<T & { version: number }>()
  const [saving, setSaving] = useState(false)

  const load = useCallback(() => {
    read()
      .then((value) => {
        setLoaded(value)
        form.setFieldsValue(value as Parameters<typeof form.setFieldsValue>[0])
      })
      .catch((error: Error) => message.error(error.message))
  }, [read, form, message])
  useEffect(load, [load])
  const run = useWrite(name, load)

  const save = async () => {
    if (!loaded) return
    // The form shows its own errors; nothing is sent then.
    const values = await form.validateFields().catch(() => undefined)
    if (!values) return
    const fields = { ...loaded, ...values }
    const found = problem(fields)
    if (found) return void message.error(found)
    setSaving(true)
    await run(async () => {
      const saved = await write({ ...fields, version: loaded.version })
      setLoaded(saved)
      form.setFieldsValue(saved as Parameters<typeof form.setFieldsValue>[0])
    }, '已保存，门户已更新')
    setSaving(false)
  }
  return { form, loaded, saving, save, load }
}

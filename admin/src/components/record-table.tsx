import { useCallback, useMemo, useRef, useState, type MutableRefObject, type ReactNode } from 'react'
import { App, Button } from 'antd'
import { ModalForm, ProTable, type ActionType, type ProColumns, type ProTableProps } from '@ant-design/pro-components'
import { useWrite } from './use-write'

/** What a page's columns may do with a row: open it in the form, run a write (the list reloads after it). */
export interface RecordTools<T> {
  rows: readonly T[]
  edit: (row: T) => void
  write: (run: () => Promise<unknown>, done: string) => Promise<boolean>
}

/** The create / edit form of a list: its fields, their first values, and the save. */
export interface RecordEditor<T, F> {
  title: (row?: T) => string
  initial: (row: T | undefined, rows: readonly T[]) => Partial<F>
  fields: (row: T | undefined, rows: readonly T[]) => ReactNode
  /** Throws with a Chinese reason to refuse before sending (a whole-object rule from the contract). */
  save: (values: F, row: T | undefined, rows: readonly T[]) => Promise<unknown>
  done?: string
  submitText?: string
  width?: number
}

type Props<T, F> = {
  /** What one row is, in Chinese (新建<name>, <name>已被他人修改). */
  name: string
  load: () => Promise<T[]>
  columns: (tools: RecordTools<T>) => ProColumns<T>[]
  editor?: RecordEditor<T, F>
  /** The create button's label; false: no create button. */
  createLabel?: string | false
  /** For the page to reload the list (e.g. after 恢复此版本). */
  actionRef?: MutableRefObject<ActionType | undefined>
} & Omit<ProTableProps<T, Record<string, never>>, 'columns' | 'request' | 'dataSource' | 'actionRef'>

/**
 * The console's list + edit building block: a ProTable of one list call, a create button, and a ModalForm that saves
 * through `editor.save`. A stale copy (409) offers 重新加载; the list reloads after every write.
 */
export function RecordTable<T extends Record<string, unknown>, F extends Record<string, unknown>>({
  name,
  load,
  columns,
  editor,
  createLabel,
  actionRef,
  ...table
}: Props<T, F>) {
  const { message } = App.useApp()
  const own = useRef<ActionType>()
  const action = actionRef ?? own
  const [rows, setRows] = useState<T[]>([])
  // 新建 waits for the first answer: a new record may start from the rows (a theme from the current one).
  const [loaded, setLoaded] = useState(false)
  const [editing, setEditing] = useState<{ row?: T; key: number }>()
  const reload = useCallback(() => {
    setEditing(undefined)
    void action.current?.reload()
  }, [action])
  const write = useWrite(name, reload)
  const tools = useMemo<RecordTools<T>>(
    () => ({
      rows,
      edit: (row) => setEditing({ row, key: Date.now() }),
      write: async (run, done) => {
        const ok = await write(run, done)
        if (ok) void action.current?.reload()
        return ok
      },
    }),
    [rows, write, action],
  )
  return (
    <>
      <ProTable<T, Record<string, never>>
        rowKey="id"
        actionRef={action}
        search={false}
        pagination={false}
        options={{ reload: true, density: false, setting: false }}
        request={async () => {
          try {
            const data = await load()
            setRows(data)
            return { data, success: true }
          } catch (error) {
            message.error((error as Error).message)
            return { data: [], success: false }
          } finally {
            setLoaded(true)
          }
        }}
        columns={columns(tools)}
        toolBarRender={() =>
          editor && createLabel !== false
            ? [
                <Button key="create" type="primary" disabled={!loaded} onClick={() => setEditing({ key: Date.now() })}>
                  {createLabel ?? `新建${name}`}
                </Button>,
              ]
            : []
        }
        {...table}
      />
      {editor && editing && (
        <ModalForm<F>
          key={editing.key}
          open
          title={editor.title(editing.row)}
          width={editor.width ?? 640}
          layout="vertical"
          dateFormatter={false}
          omitNil={false}
          initialValues={editor.initial(editing.row, rows)}
          onOpenChange={(open) => {
            if (!open) setEditing(undefined)
          }}
          modalProps={{ destroyOnClose: true, maskClosable: false }}
          submitter={{ searchConfig: { submitText: editor.submitText ?? '保存', resetText: '取消' } }}
          onFinish={(values) => tools.write(() => editor.save(values, editing.row, rows), editor.done ?? '已保存')}
        >
          {editor.fields(editing.row, rows)}
        </ModalForm>
      )}
    </>
  )
}

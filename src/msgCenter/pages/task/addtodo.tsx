import { useMemo, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Cell, DatePicker, Input, TextArea } from '@nutui/nutui-react-taro'
import type { PickerOption, PickerValue } from '@nutui/nutui-react-taro/dist/es/types/spec/picker/base'
import type { TaroPopupProps } from '@nutui/nutui-react-taro/dist/es/types/spec/popup/taro'
import { PageShell } from '@/components/page-shell'
import { TEXTAREA_MAX_LENGTH } from '@/components/constants'
import { useSubmit } from '@/components/use-submit'
import { required, useFormFields, type FieldRules } from '@/components/use-form-fields'
import { LAYERS } from '@/styles/layers'
import { nav } from '@/routes/nav'
import { createPersonalTodo } from '@/features/tasks/api'
import { formatTime } from '@/features/tasks/components/application-view'
import { clearTodoDraft, readTodoDraft, type TodoDraft } from '@/features/tasks/todo-draft'
import { clampToRange, pickerRange } from '@/features/schedule/date-range'
import { SubmitButton } from '@/components/submit-button'
import '@/features/tasks/components/task-item.scss'
import '@/components/tag.scss'
import { fromPickerValues, toPickerDate } from '@/lib/portal-time'
import './addtodo.scss'

const POPUP = { zIndex: LAYERS.popup } as unknown as TaroPopupProps

interface TodoFields {
  title: string
  content: string
  due: Date | null
}

const TODO_RULES: FieldRules<TodoFields> = { title: [required('请输入待办标题')] }

/** 新建待办: title, content, due time, reminders (addReminderTime) and executors (addExecutor). */
export default function AddTodoPage() {
  const range = useMemo(() => pickerRange(), [])
  const form = useFormFields<TodoFields>({ title: '', content: '', due: null }, { rules: TODO_RULES })
  const { title, content, due } = form.values
  const [picking, setPicking] = useState(false)
  const [draft, setDraft] = useState<TodoDraft>(readTodoDraft)
  useDidShow(() => setDraft(readTodoDraft()))

  const save = useSubmit(
    () =>
      createPersonalTodo({
        title: title.trim(),
        content: content.trim() || undefined,
        dueTime: due ? due.toISOString() : undefined,
        reminderTimes: draft.reminderTimes,
        executors: draft.executors.map((e) => e.username),
      }),
    {
      validate: form.validate,
      failure: '创建失败',
      success: '已创建',
      onSuccess: clearTodoDraft,
      then: 'back',
    },
  )

  return (
    <PageShell
      footer={
        <SubmitButton submit={save} block type="primary" data-testid="todo-save">
          保存
        </SubmitButton>
      }
    >
      <Cell.Group>
        <Cell
          title="标题"
          description={<Input value={title} onChange={form.set('title')} maxLength={50} placeholder="请输入待办标题" aria-label="标题" />}
        />
        <Cell
          title="内容"
          description={
            <TextArea
              value={content}
              onChange={form.set('content')}
              maxLength={TEXTAREA_MAX_LENGTH}
              showCount
              rows={3}
              placeholder="请输入内容（选填）"
              aria-label="内容"
            />
          }
        />
        <Cell title="截止时间" extra={due ? formatTime(due.toISOString()) : '请选择（选填）'} clickable onClick={() => setPicking(true)} />
        <Cell
          title="提醒时间"
          extra={draft.reminderTimes.length ? `${draft.reminderTimes.length} 个` : '未设置'}
          clickable
          onClick={() => nav.to('addReminderTime')}
          data-testid="open-reminders"
        />
        <Cell
          title="执行人"
          extra={draft.executors.length ? `${draft.executors.length} 人` : '仅自己'}
          clickable
          onClick={() => nav.to('addExecutor')}
          data-testid="open-executors"
        />
      </Cell.Group>
      {draft.executors.length || draft.reminderTimes.length ? (
        <View className="task-item todo-form__summary">
          {draft.executors.length ? (
            <View className="task-item__tags">
              {draft.executors.map((e) => (
                <Text key={e.username} className="mc-tag mc-tag--primary">
                  {e.name}
                </Text>
              ))}
            </View>
          ) : null}
          {draft.reminderTimes.map((t) => (
            <Text key={t} className="task-item__summary">
              提醒：{formatTime(t)}
            </Text>
          ))}
        </View>
      ) : null}
      <DatePicker
        visible={picking}
        title="截止时间"
        type="datetime"
        showChinese
        startDate={range.start}
        endDate={range.end}
        value={toPickerDate(due ?? new Date())}
        pickerProps={{ popupProps: POPUP }}
        onConfirm={(_o: PickerOption[], v: PickerValue[]) => {
          form.set('due')(clampToRange(fromPickerValues(v as (string | number)[]), range))
        }}
        onClose={() => setPicking(false)}
      />
    </PageShell>
  )
}

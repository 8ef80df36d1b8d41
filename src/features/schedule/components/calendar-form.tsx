import { radioRole } from '@/components/a11y'
import { View } from '@tarojs/components'
import { Cell, Input } from '@nutui/nutui-react-taro'
import { Switch } from '@/components/switch'
import { PageShell } from '@/components/page-shell'
import { useSubmit } from '@/components/use-submit'
import { required, useFormFields, type FieldRules } from '@/components/use-form-fields'
import type { Calendar } from '@contract/schedule'
import type { SaveCalendarBody } from '@/features/schedule/api'
import { SubmitButton } from '@/components/submit-button'
import './calendar-form.scss'

export const CALENDAR_COLORS = ['#ED663F', '#F5A623', '#2DB87D', '#1ABC9C', '#4A7BF7', '#9B59B6', '#E94B3C', '#3A3C40'] as const

interface CalendarFields {
  name: string
  color: string
  isDefault: boolean
}

const CALENDAR_RULES: FieldRules<CalendarFields> = {
  name: [required('请输入日历名称'), { validator: (name) => name.trim().length <= 20, message: '日历名称最多 20 个字' }],
}

/** 新增 / 编辑个人日历: name, colour, default. `extra` adds the edit page's delete button. */
export function CalendarForm(props: {
  initial?: Calendar
  save: (body: SaveCalendarBody) => Promise<unknown>
  onSaved: () => void
  extra?: React.ReactNode
}) {
  const { initial } = props
  const form = useFormFields<CalendarFields>(
    () => ({ name: initial?.name ?? '', color: initial?.color ?? CALENDAR_COLORS[4], isDefault: initial?.isDefault ?? false }),
    { rules: CALENDAR_RULES },
  )
  const { name, color, isDefault } = form.values
  const save = useSubmit(() => props.save({ id: initial?.id, name: name.trim(), color, isDefault }), {
    validate: form.validate,
    failure: '保存失败',
    success: '已保存',
    onSuccess: props.onSaved,
    then: 'back',
  })
  return (
    <PageShell
      footer={
        <View className="calendar-form__footer">
          {props.extra}
          <SubmitButton submit={save} type="primary" block data-testid="calendar-save">
            保存
          </SubmitButton>
        </View>
      }
    >
      <Cell.Group>
        <Cell
          title="名称"
          description={
            <Input value={name} onChange={form.set('name')} maxLength={20} placeholder="如：课程学习、社团活动" aria-label="日历名称" />
          }
        />
        <Cell
          title="颜色"
          description={
            <View className="calendar-form__colors" role="radiogroup">
              {CALENDAR_COLORS.map((c) => (
                <View
                  key={c}
                  {...radioRole(color === c)}
                  aria-label={c}
                  className={color === c ? 'calendar-form__color calendar-form__color--on' : 'calendar-form__color'}
                  style={{ background: c }}
                  onClick={() => form.set('color')(c)}
                />
              ))}
            </View>
          }
        />
        <Cell
          title="设为默认日历"
          extra={<Switch checked={isDefault} disabled={initial?.isDefault} onChange={form.set('isDefault')} aria-label="设为默认日历" />}
        />
      </Cell.Group>
    </PageShell>
  )
}

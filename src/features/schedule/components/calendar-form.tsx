import { useState } from 'react'
import { View } from '@tarojs/components'
import { Cell, Input, Switch } from '@nutui/nutui-react-taro'
import { PageShell } from '@/components/page-shell'
import { useSubmit } from '@/components/use-submit'
import type { Calendar } from '@contract/schedule'
import type { SaveCalendarBody } from '@/features/schedule/api'
import { SubmitButton } from '@/components/submit-button'
import './calendar-form.scss'

export const CALENDAR_COLORS = ['#ED663F', '#F5A623', '#2DB87D', '#1ABC9C', '#4A7BF7', '#9B59B6', '#E94B3C', '#3A3C40'] as const

/** 新增 / 编辑个人日历: name, colour, default. `extra` adds the edit page's delete button. */
export function CalendarForm(props: {
  initial?: Calendar
  save: (body: SaveCalendarBody) => Promise<unknown>
  onSaved: () => void
  extra?: React.ReactNode
}) {
  const { initial } = props
  const [name, setName] = useState(initial?.name ?? '')
  const [color, setColor] = useState<string>(initial?.color ?? CALENDAR_COLORS[4])
  const [isDefault, setIsDefault] = useState(initial?.isDefault ?? false)
  const save = useSubmit(() => props.save({ id: initial?.id, name: name.trim(), color, isDefault }), {
    validate: () => (!name.trim() ? '请输入日历名称' : name.trim().length > 20 ? '日历名称最多 20 个字' : null),
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
          description={<Input value={name} onChange={setName} maxLength={20} placeholder="如：课程学习、社团活动" aria-label="日历名称" />}
        />
        <Cell
          title="颜色"
          description={
            <View className="calendar-form__colors" role="radiogroup">
              {CALENDAR_COLORS.map((c) => (
                <View
                  key={c}
                  role="radio"
                  aria-checked={color === c}
                  aria-label={c}
                  className={color === c ? 'calendar-form__color calendar-form__color--on' : 'calendar-form__color'}
                  style={{ background: c }}
                  onClick={() => setColor(c)}
                />
              ))}
            </View>
          }
        />
        <Cell
          title="设为默认日历"
          extra={<Switch checked={isDefault} disabled={initial?.isDefault} onChange={setIsDefault} aria-label="设为默认日历" />}
        />
      </Cell.Group>
    </PageShell>
  )
}

import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Input, Picker } from '@nutui/nutui-react-taro'
import type { PickerOption, PickerValue } from '@nutui/nutui-react-taro/dist/es/types/spec/picker/base'
import type { Answer } from '@contract/account-security'
import { SECURITY_QUESTION_COUNT, SECURITY_QUESTIONS, questionText } from '@contract/security-questions'
import { useSubmit } from '@/components/use-submit'
import { useFormFields, type FieldRules } from '@/components/use-form-fields'
import { BUTTON_ROLE } from '@/components/a11y'
import { SubmitButton } from '@/components/submit-button'
import './security-form.scss'

export interface QuestionPickerFormProps {
  save: (items: Answer[]) => Promise<unknown>
  onSaved: () => void
}

const emptySlots = (): Answer[] => Array.from({ length: SECURITY_QUESTION_COUNT }, () => ({ questionCode: '', answer: '' }))

const SLOT_RULES: FieldRules<{ slots: Answer[] }> = {
  slots: [
    { validator: (slots) => slots.every((slot) => slot.questionCode), message: `请选择${SECURITY_QUESTION_COUNT}个安全问题` },
    { validator: (slots) => slots.every((slot) => slot.answer.trim().length >= 2), message: '每个答案至少2个字符' },
  ],
}

/** Choose three different questions from the list and answer each (answers are stored hashed). */
export function QuestionPickerForm({ save, onSaved }: QuestionPickerFormProps) {
  const form = useFormFields(() => ({ slots: emptySlots() }), { rules: SLOT_RULES })
  const { slots } = form.values
  const [picking, setPicking] = useState<number | null>(null)
  const update = (index: number, change: Partial<Answer>) =>
    form.setValues(({ slots: list }) => ({ slots: list.map((slot, i) => (i === index ? { ...slot, ...change } : slot)) }))
  const submit = useSubmit(() => save(slots.map((slot) => ({ ...slot, answer: slot.answer.trim() }))), {
    failure: '保存失败',
    validate: form.validate,
    success: '安全问题已保存',
    onSuccess: onSaved,
  })
  const options = (index: number): PickerOption[] =>
    SECURITY_QUESTIONS.filter((q) => !slots.some((slot, i) => i !== index && slot.questionCode === q.code)).map((q) => ({
      label: q.text,
      value: q.code,
    }))
  return (
    <View>
      <View className="security-form__card">
        {slots.map((slot, index) => (
          <View key={index}>
            <View
              className="security-form__row"
              onClick={() => setPicking(index)}
              {...BUTTON_ROLE}
              data-testid={`question-pick-${index + 1}`}
            >
              <Text className="security-form__label">问题{index + 1}</Text>
              <Text className="security-form__input">{slot.questionCode ? questionText(slot.questionCode) : '请选择安全问题'}</Text>
            </View>
            <View className="security-form__row">
              <Text className="security-form__label">答案</Text>
              <View className="security-form__input">
                <Input
                  name={`answer${index + 1}`}
                  value={slot.answer}
                  onChange={(answer) => update(index, { answer })}
                  placeholder="请输入答案"
                  maxLength={64}
                  clearable
                />
              </View>
            </View>
          </View>
        ))}
      </View>
      <Picker
        visible={picking !== null}
        title="选择安全问题"
        options={[picking === null ? [] : options(picking)]}
        onConfirm={(_options: PickerOption[], values: PickerValue[]) => {
          // Confirmed without scrolling: the first question shown is the one chosen.
          const chosen = values[0] ?? (picking === null ? undefined : options(picking)[0]?.value)
          if (picking !== null && chosen != null) update(picking, { questionCode: String(chosen) })
        }}
        onClose={() => setPicking(null)}
      />
      <View className="security-form__submit">
        <SubmitButton submit={submit} block type="primary" data-testid="questions-submit">
          保存
        </SubmitButton>
      </View>
    </View>
  )
}

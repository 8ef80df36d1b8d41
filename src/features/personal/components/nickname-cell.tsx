import { useEffect, useState } from 'react'
import { Input, View, type CommonEventFunction } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import { useSubmit } from '@/components'
import { checkNickname, NICKNAME_MAX } from '@contract/nickname'
import { saveNickname } from '@/features/personal/api'
import { NICKNAME_INPUT_TYPE } from '@/features/personal/nickname-input-type'
import { SubmitButton } from '@/components/submit-button'
import './nickname-cell.scss'

interface NicknameCellProps {
  nickname: string
  /** Called with the saved nickname (trimmed by the server). */
  onSaved: (nickname: string) => void
}

/**
 * 昵称 on 个人信息: an input (WeChat's nickname keyboard in the mini-program) and 保存 once it differs from the
 * saved one; Enter saves too. The same rule as the server's gives the Chinese reason before sending.
 */
export function NicknameCell({ nickname, onSaved }: NicknameCellProps) {
  const [draft, setDraft] = useState(nickname)
  useEffect(() => setDraft(nickname), [nickname])
  const save = useSubmit((value: string) => saveNickname(value), {
    failure: '昵称保存失败',
    validate: (value) => {
      const checked = checkNickname(value)
      return checked.ok ? null : checked.reason
    },
    success: '昵称已保存',
    onSuccess: (saved) => onSaved(saved.nickname),
  })
  const changed = draft.trim() !== nickname
  // WeChat's review of a typed nickname may fail after input: the field is then cleared, as WeChat asks.
  const reviewed: CommonEventFunction<{ pass?: boolean }> = (event) => {
    if (event.detail.pass === false) setDraft(nickname)
  }
  return (
    <Cell
      title="昵称"
      description={`最多 ${NICKNAME_MAX} 个字；姓名以学校登记为准`}
      extra={
        <View className="nickname-cell__editor" data-testid="nickname-editor">
          <Input
            className="nickname-cell__input"
            type={NICKNAME_INPUT_TYPE}
            value={draft}
            placeholder="未设置"
            confirmType="done"
            aria-label="昵称"
            data-testid="nickname-input"
            onInput={(e) => setDraft(e.detail.value)}
            onBlur={(e) => setDraft(e.detail.value)}
            onConfirm={(e) => void save.run(e.detail.value)}
            onNickNameReview={reviewed}
          />
          {changed ? (
            <SubmitButton submit={save} args={[draft]} size="small" type="primary" data-testid="nickname-save">
              保存
            </SubmitButton>
          ) : null}
        </View>
      }
    />
  )
}

import { useState } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Button, Cell, SearchBar } from '@nutui/nutui-react-taro'
import { PageShell } from '@/components/page-shell'
import { errorText } from '@/components/errors'
import { toast } from '@/lib/ui'
import { searchPeople } from '@/features/schedule/api'
import { searchDivisionPeople } from '@/features/division/api'
import { NeedDraft } from '@/features/schedule/components/need-draft'
import { nav } from '@/routes/nav'
import { useFeatureStore, useStores } from '@/stores/context'
import type { Person } from '@contract/schedule'
import { scheduleFeature } from '@/features/schedule/schedule-store'

const ANSWERS: Record<string, string> = { pending: '待回复', accepted: '已接受', declined: '已拒绝' }

/** 参与人: people of the institution invited to the event being written (search by name or account). */
function AttendeesPage() {
  const { account } = useStores()
  const schedule = useFeatureStore(scheduleFeature)
  const [keyword, setKeyword] = useState('')
  const [found, setFound] = useState<Person[] | null>(null)
  const draft = schedule.draft
  if (!draft) return <NeedDraft />

  const search = async (text: string) => {
    const value = text.trim()
    if (!value) return void toast('请输入姓名或账号')
    try {
      const scope = draft.peopleOf
      setFound(scope ? await searchDivisionPeople(scope.code, value) : await searchPeople(value))
    } catch (e) {
      void toast(errorText(e, '查找失败，请稍后重试'))
    }
  }

  return (
    <PageShell
      header={
        <SearchBar
          value={keyword}
          onChange={setKeyword}
          onSearch={(v) => void search(v)}
          placeholder={draft.peopleOf ? `在${draft.peopleOf.name}中查找姓名或账号` : '输入姓名或账号查找'}
        />
      }
      footer={
        <View className="portal-footer-bar">
          <Button type="primary" block onClick={() => void nav.back()} data-testid="attendees-done">
            确定（{draft.attendees.length} 人）
          </Button>
        </View>
      }
    >
      <Cell.Group title="已邀请">
        {draft.attendees.length ? (
          draft.attendees.map((a) => (
            <Cell
              key={a.username}
              title={`${a.name}（${a.username}）`}
              description={a.answer ? ANSWERS[a.answer] : '保存后发送邀请'}
              extra={
                <Button size="small" fill="outline" onClick={() => schedule.removeAttendee(a.username)}>
                  移除
                </Button>
              }
            />
          ))
        ) : (
          <Cell title="还没有邀请任何人" />
        )}
      </Cell.Group>
      {found ? (
        <Cell.Group title="查找结果">
          {found.length ? (
            found
              .filter((p) => p.username !== account.username)
              .map((p) => (
                <Cell
                  key={p.username}
                  title={`${p.name}（${p.username}）`}
                  description={p.orgName}
                  extra={
                    <Button
                      size="small"
                      type="primary"
                      disabled={draft.attendees.some((a) => a.username === p.username)}
                      onClick={() => schedule.addAttendee({ username: p.username, name: p.name })}
                      data-testid={`invite-${p.username}`}
                    >
                      邀请
                    </Button>
                  }
                />
              ))
          ) : (
            <Cell title="没有找到匹配的人" />
          )}
        </Cell.Group>
      ) : null}
    </PageShell>
  )
}

export default observer(AttendeesPage)

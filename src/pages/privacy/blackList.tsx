import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import type { BlockedPerson } from '@contract/account-security'
import { DetailPage } from '@/components/detail-page'
import { Section } from '@/components/section'
import { useSubmit } from '@/components/use-submit'
import { blacklist, blockPerson, unblockPerson } from '@/features/privacy/api'
import { FormRow } from '@/features/account-security/components'
import { formatPortalTime } from '@/lib/portal-time'
import { useStores } from '@/stores/context'
import '@/features/account-security/components/security-form.scss'

function Blacklist({ people, reload }: { people: BlockedPerson[]; reload: () => Promise<void> }) {
  const [username, setUsername] = useState('')
  const add = useSubmit(() => blockPerson(username.trim()), {
    failure: '添加失败',
    validate: () => (username.trim() ? null : '请输入学号/工号'),
    success: '已加入黑名单',
    onSuccess: async () => {
      setUsername('')
      await reload()
    },
  })
  const remove = useSubmit((person: BlockedPerson) => unblockPerson(person.accountId), {
    failure: '移出失败',
    confirm: (person) => `将 ${person.userName} 移出黑名单？移出后对方可以再向您发送消息。`,
    success: '已移出黑名单',
    onSuccess: () => reload(),
  })
  return (
    <View>
      <Section title="添加" card={false}>
        <FormRow
          label="学号/工号"
          name="username"
          value={username}
          onChange={setUsername}
          placeholder="请输入对方的学号或工号"
          maxLength={64}
          extra={
            <Button
              size="small"
              type="primary"
              loading={add.busy}
              disabled={add.busy}
              onClick={() => void add.run()}
              data-testid="block-add"
            >
              加入
            </Button>
          }
        />
      </Section>
      <Text className="security-form__intro">黑名单中的人无法再向您发送在线消息。</Text>
      <Section title={`黑名单（${people.length}）`}>
        {people.length === 0 ? (
          <Cell title="黑名单为空" />
        ) : (
          <Cell.Group>
            {people.map((person) => (
              <Cell
                key={person.accountId}
                title={`${person.userName}（${person.username}）`}
                description={`${person.orgName ?? ''} · ${formatPortalTime(person.blockedAt)} 加入`}
                extra={
                  <Button
                    size="small"
                    fill="outline"
                    loading={remove.running?.[0].accountId === person.accountId}
                    onClick={() => void remove.run(person)}
                    data-testid="block-remove"
                  >
                    移出
                  </Button>
                }
                className="blocked-person"
              />
            ))}
          </Cell.Group>
        )}
      </Section>
    </View>
  )
}

/** 黑名单管理: people blocked from sending me online messages; add by 学号/工号, remove. */
export default function BlackList() {
  const { account } = useStores()
  return (
    <DetailPage<BlockedPerson[]>
      load={blacklist}
      signedOut={!account.isSignedIn}
      render={(people, reload) => <Blacklist people={people} reload={reload} />}
    />
  )
}

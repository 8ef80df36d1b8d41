import { Text, View } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import type { BlockedPerson } from '@contract/account-security'
import { DetailPage } from '@/components/detail-page'
import { Section } from '@/components/section'
import { useSubmit } from '@/components/use-submit'
import { searchPeople } from '@/features/online-send/api'
import { blacklist, blockPerson, unblockPerson } from '@/features/privacy/api'
import { BlockPicker, type BlockCandidate } from '@/features/privacy/components/block-picker'
import { formatPortalTime } from '@/lib/portal-time'
import { useStores } from '@/stores/context'
import '@/features/account-security/components/security-form.scss'

// Online send's people search: the same privacy rules decide who is found and what is shown.
const findPeople = (keyword: string, limit: number) => searchPeople({ keyword, pageNum: 1, pageSize: limit })

function Blacklist({ people, reload, self }: { people: BlockedPerson[]; reload: () => Promise<void>; self: string }) {
  const add = useSubmit((person: BlockCandidate) => blockPerson(person.accountName), {
    failure: '添加失败',
    confirm: (person) => `将 ${person.userName} 加入黑名单？对方将无法再向您发送在线消息。`,
    success: '已加入黑名单',
    onSuccess: () => reload(),
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
        <BlockPicker
          search={findPeople}
          blocked={new Set(people.map((person) => person.username))}
          self={self}
          onBlock={(person) => void add.run(person)}
          adding={add.running?.[0].accountName}
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
                description={[person.orgName, `${formatPortalTime(person.blockedAt)} 加入`].filter(Boolean).join(' · ')}
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

/** 黑名单管理: people blocked from sending me online messages; add from the people search, remove. */
export default function BlackList() {
  const { account } = useStores()
  return (
    <DetailPage<BlockedPerson[]>
      load={blacklist}
      signedOut={!account.isSignedIn}
      render={(people, reload) => <Blacklist people={people} reload={reload} self={account.username} />}
    />
  )
}

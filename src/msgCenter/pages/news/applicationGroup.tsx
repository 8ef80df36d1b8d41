import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { ActionSheet, Button, Dialog, Input } from '@nutui/nutui-react-taro'
import { useDetailLoader } from '@/components/detail-page'
import { PageShell } from '@/components/page-shell'
import { EmptyState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { useSubmit } from '@/components/use-submit'
import { BUTTON_ROLE } from '@/components/a11y'
import { toast } from '@/lib/ui'
import { appGroupByTag, checkRepeatedTagGroup, createTagGroup, moveTagGroup } from '@/features/message-center/api'
import { AppIcon } from '@/features/message-center/components/app-icon'
import type { TagGroupApp } from '@/features/message-center/types'
import '@/features/message-center/components/app-row.scss'

/** 应用分组: the user's tag groups; create a group and move apps between groups. */
export default function ApplicationGroupPage() {
  const loaded = useDetailLoader(appGroupByTag)
  const groups = loaded.data
  const [creating, setCreating] = useState(false)
  const [name, setName] = useState('')
  const [moving, setMoving] = useState<TagGroupApp | null>(null)

  const create = useSubmit(
    async (n: string) => {
      if ((await checkRepeatedTagGroup(n)).repeated) throw new Error('分组名称已存在')
      await createTagGroup(n)
    },
    {
      validate: (n) => (n ? null : '请输入分组名称'),
      failure: '创建失败',
      success: '已创建分组',
      onSuccess: async () => {
        setCreating(false)
        setName('')
        await loaded.reload()
      },
    },
  )

  const custom = (groups ?? []).filter((g) => g.custom && g.groupId != null)
  const options = [...custom.map((g) => ({ name: g.tagName, groupId: g.groupId! })), { name: '移出自定义分组', groupId: 0 }]

  const move = useSubmit((app: TagGroupApp, groupId: number) => moveTagGroup(app.appId, groupId), {
    failure: '移动失败',
    success: '已移动',
    onSuccess: loaded.reload,
  })

  return (
    <PageShell
      loading={loaded.status === 'loading'}
      skeleton={<ListSkeleton count={3} avatar />}
      error={loaded.status === 'error' ? loaded.error : undefined}
      onRetry={() => void loaded.retry()}
      footer={
        <Button block type="primary" onClick={() => setCreating(true)} data-testid="group-create">
          新建分组
        </Button>
      }
    >
      {groups && groups.length === 0 ? <EmptyState description="暂无消息应用" /> : null}
      {(groups ?? []).map((g) => (
        <View key={`${g.groupId ?? 'tag'}-${g.tagName}`} className="msg-group">
          <Text className="msg-group__title">
            {g.tagName}
            {g.custom ? '（自定义）' : ''}
          </Text>
          <View className="msg-apps msg-apps--flush">
            {g.apps.length === 0 ? <Text className="msg-group__title">暂无应用</Text> : null}
            {g.apps.map((a) => (
              <View
                key={a.appId}
                className="msg-app"
                onClick={() => (custom.length || g.custom ? setMoving(a) : void toast('请先新建分组'))}
                {...BUTTON_ROLE}
              >
                <View className="msg-app__icon">
                  <AppIcon name={a.appName} icon={a.appIcon} />
                </View>
                <View className="msg-app__main">
                  <Text className="msg-app__name">{a.appName}</Text>
                </View>
                <Text className="msg-app__time">移动到</Text>
              </View>
            ))}
          </View>
        </View>
      ))}
      <Dialog
        visible={creating}
        title="新建分组"
        confirmText="确认"
        cancelText="取消"
        onConfirm={() => void create.run(name.trim())}
        onCancel={() => setCreating(false)}
        onClose={() => setCreating(false)}
      >
        <Input value={name} onChange={setName} maxLength={20} placeholder="分组名称（最多 20 字）" aria-label="分组名称" />
      </Dialog>
      <ActionSheet
        visible={moving !== null}
        title={moving ? `将“${moving.appName}”移动到` : ''}
        options={options.map((o) => ({ name: o.name, groupId: String(o.groupId) }))}
        cancelText="取消"
        onCancel={() => setMoving(null)}
        onSelect={(item) => {
          const app = moving
          setMoving(null)
          if (app) void move.run(app, Number((item as unknown as { groupId: number }).groupId))
        }}
      />
    </PageShell>
  )
}

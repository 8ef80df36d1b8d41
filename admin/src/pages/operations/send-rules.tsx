import { useCallback, useEffect, useState } from 'react'
import { App, Button, Card, Checkbox, InputNumber, Switch, Table, Typography } from 'antd'
import { PageContainer } from '@ant-design/pro-components'
import type { SendRules } from '@contract/admin-send-rules'
import {
  IDENTITY_NAMES,
  policyEffect,
  quotaEffect,
  SEND_CHANNEL_NAMES,
  SEND_CHANNELS,
  SEND_QUOTA_MAX,
  SEND_RULE_IDENTITIES,
  type SendChannel,
  type SendRuleIdentity,
} from '@contract/send-rules'
import { sendRulesApi } from '../../api/operations'
import { useWrite } from '../../components/use-write'

interface PolicyCell {
  key: string
  identity: SendRuleIdentity
  typeCode: string
  typeName: string
  allowed: SendChannel[]
  channels: SendChannel[]
  externalAllowed: boolean
}
interface QuotaCell {
  key: string
  identity: SendRuleIdentity
  channel: SendChannel
  dailyLimit: number
}

const policyCells = (rules: SendRules): PolicyCell[] =>
  SEND_RULE_IDENTITIES.flatMap((identity) =>
    rules.types.map((type) => {
      const saved = rules.policies.find((row) => row.identityTypeCode === identity && row.typeCode === type.code)
      return {
        key: `${identity}/${type.code}`,
        identity,
        typeCode: type.code,
        typeName: type.name,
        allowed: type.channels,
        channels: saved?.channels ?? [],
        externalAllowed: saved?.externalAllowed ?? false,
      }
    }),
  )
const quotaCells = (rules: SendRules): QuotaCell[] =>
  SEND_RULE_IDENTITIES.flatMap((identity) =>
    SEND_CHANNELS.map((channel) => ({
      key: `${identity}/${channel}`,
      identity,
      channel,
      dailyLimit: rules.quotas.find((row) => row.identityTypeCode === identity && row.channel === channel)?.dailyLimit ?? 0,
    })),
  )

/**
 * 发送规则: online send's permission matrix (who may send which message type over which channels, to external contacts
 * or not) and the daily quotas per identity and channel, each row with the sentence saying what it does. A saved row
 * holds for the next send on every instance.
 */
export default function SendRulesPage() {
  const { message } = App.useApp()
  const [rules, setRules] = useState<SendRules>()
  const [policies, setPolicies] = useState<PolicyCell[]>([])
  const [quotas, setQuotas] = useState<QuotaCell[]>([])
  const [saving, setSaving] = useState<string>()
  const show = useCallback((next: SendRules) => {
    setRules(next)
    setPolicies(policyCells(next))
    setQuotas(quotaCells(next))
  }, [])
  const load = useCallback(() => {
    sendRulesApi.sendRules().then(show, (error: Error) => message.error(error.message))
  }, [show, message])
  useEffect(load, [load])
  const write = useWrite('发送规则', load)
  const saved = rules ? { policies: policyCells(rules), quotas: quotaCells(rules) } : { policies: [], quotas: [] }
  const changedPolicy = (cell: PolicyCell) => {
    const was = saved.policies.find((row) => row.key === cell.key)
    return !was || was.channels.join() !== cell.channels.join() || was.externalAllowed !== cell.externalAllowed
  }
  const changedQuota = (cell: QuotaCell) => saved.quotas.find((row) => row.key === cell.key)?.dailyLimit !== cell.dailyLimit
  const editPolicy = (key: string, change: Partial<PolicyCell>) =>
    setPolicies((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)))
  const editQuota = (key: string, dailyLimit: number) =>
    setQuotas((rows) => rows.map((row) => (row.key === key ? { ...row, dailyLimit } : row)))
  const save = async (key: string, run: () => Promise<SendRules>) => {
    setSaving(key)
    let next: SendRules | undefined
    await write(async () => {
      next = await run()
    }, '已保存，所有实例的下一次发送即按新规则')
    setSaving(undefined)
    if (next) show(next)
  }

  return (
    <PageContainer>
      <Card title="权限矩阵" style={{ marginBottom: 16 }} loading={!rules}>
        <Typography.Paragraph type="secondary">
          每种身份可以发送哪些消息类型、通过哪些渠道、能否发给外部联系人（手机号、邮箱）。不勾选任何渠道即不能发送该类型。
        </Typography.Paragraph>
        <Table<PolicyCell>
          rowKey="key"
          size="small"
          pagination={false}
          dataSource={policies}
          columns={[
            { title: '身份', dataIndex: 'identity', width: 80, render: (_, row) => IDENTITY_NAMES[row.identity] },
            { title: '消息类型', dataIndex: 'typeName', width: 110 },
            {
              title: '渠道',
              width: 260,
              render: (_, row) => (
                <Checkbox.Group
                  aria-label={`${IDENTITY_NAMES[row.identity]}${row.typeName}的渠道`}
                  value={row.channels}
                  options={row.allowed.map((channel) => ({ value: channel, label: SEND_CHANNEL_NAMES[channel] }))}
                  onChange={(next) => editPolicy(row.key, { channels: SEND_CHANNELS.filter((channel) => next.includes(channel)) })}
                />
              ),
            },
            {
              title: '外部联系人',
              width: 100,
              render: (_, row) => (
                <Switch
                  aria-label={`${IDENTITY_NAMES[row.identity]}${row.typeName}可发给外部联系人`}
                  size="small"
                  checked={row.externalAllowed}
                  disabled={row.channels.length === 0}
                  onChange={(externalAllowed) => editPolicy(row.key, { externalAllowed })}
                />
              ),
            },
            { title: '效果', render: (_, row) => policyEffect(row.identity, row.typeName, row) },
            {
              title: '操作',
              width: 80,
              render: (_, row) => (
                <Button
                  size="small"
                  type="link"
                  disabled={!changedPolicy(row)}
                  loading={saving === `policy/${row.key}`}
                  onClick={() =>
                    save(`policy/${row.key}`, () =>
                      sendRulesApi.sendPolicySave({
                        identityTypeCode: row.identity,
                        typeCode: row.typeCode,
                        channels: row.channels,
                        externalAllowed: row.channels.length > 0 && row.externalAllowed,
                      }),
                    )
                  }
                >
                  保存
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Card title="每日限额" loading={!rules}>
        <Typography.Paragraph type="secondary">
          一个人在最近 24 小时内的发送最多送达多少条（站内消息按收件人计；短信、邮件按收件人与外部联系人计）。超出时发送被拒绝并说明原因。
        </Typography.Paragraph>
        <Table<QuotaCell>
          rowKey="key"
          size="small"
          pagination={false}
          dataSource={quotas}
          columns={[
            { title: '身份', dataIndex: 'identity', width: 80, render: (_, row) => IDENTITY_NAMES[row.identity] },
            { title: '渠道', dataIndex: 'channel', width: 110, render: (_, row) => SEND_CHANNEL_NAMES[row.channel] },
            {
              title: '每日上限（条）',
              width: 180,
              render: (_, row) => (
                <InputNumber
                  aria-label={`${IDENTITY_NAMES[row.identity]}每日${SEND_CHANNEL_NAMES[row.channel]}上限`}
                  min={0}
                  max={SEND_QUOTA_MAX}
                  precision={0}
                  value={row.dailyLimit}
                  onChange={(value) => editQuota(row.key, value ?? 0)}
                />
              ),
            },
            { title: '效果', render: (_, row) => quotaEffect(row.identity, row.channel, row.dailyLimit) },
            {
              title: '操作',
              width: 80,
              render: (_, row) => (
                <Button
                  size="small"
                  type="link"
                  disabled={!changedQuota(row)}
                  loading={saving === `quota/${row.key}`}
                  onClick={() =>
                    save(`quota/${row.key}`, () =>
                      sendRulesApi.sendQuotaSave({ identityTypeCode: row.identity, channel: row.channel, dailyLimit: row.dailyLimit }),
                    )
                  }
                >
                  保存
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </PageContainer>
  )
}

import { useMemo, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Cell, Checkbox, DatePicker, Input, Popup, TextArea } from '@nutui/nutui-react-taro'
import type { PickerOption, PickerValue } from '@nutui/nutui-react-taro/dist/es/types/spec/picker/base'
import type { TaroPopupProps } from '@nutui/nutui-react-taro/dist/es/types/spec/popup/taro'
import { observer } from 'mobx-react'
import type { OnlineSendChannel } from '@contract/online-send'
import { ONLINE_SEND_LIMITS } from '@contract/paths/online-send'
import { DetailPage } from '@/components/detail-page'
import { EmptyState } from '@/components/empty-state'
import { SegmentedTabs } from '@/components/segmented-tabs'
import { BUTTON_ROLE } from '@/components/a11y'
import { useSubmit } from '@/components/use-submit'
import { required, useFormFields } from '@/components/use-form-fields'
import { LAYERS } from '@/styles/layers'
import { formatPortalTime, fromPickerValues, toPickerDate } from '@/lib/portal-time'
import { nav } from '@/routes/nav'
import { useFeatureStore } from '@/stores/context'
import { listSendTypes, sendMessage } from '@/features/online-send/api'
import { chipLabel } from '@/features/online-send/chosen-list'
import { ChosenChips } from '@/features/online-send/components/chosen-chips'
import { useReachCount } from '@/features/online-send/use-reach-count'
import { useAttachments } from '@/features/online-send/use-attachments'
import { AttachmentList } from '@/features/online-send/components/attachment-list'
import { clampToRange, pickerRange } from '@/features/schedule/date-range'
import { chooseListFeature } from '@/features/online-send/choose-list-store'
import { SubmitButton } from '@/components/submit-button'
import '@/features/online-send/components/online-send.scss'

const POPUP = { zIndex: LAYERS.popup } as unknown as TaroPopupProps
type Channel = Exclude<OnlineSendChannel, 'site'>

interface SendFields {
  /** Unset: the first permitted type. */
  typeCode?: string
  title: string
  content: string
  channels: Channel[]
  scheduledAt: Date | null
}

const EMPTY: SendFields = { title: '', content: '', channels: [], scheduledAt: null }

const CHANNELS: Array<{ key: Channel; label: string }> = [
  { key: 'sms', label: '短信' },
  { key: 'email', label: '邮件' },
]

/** 在线发送: type (permission-checked), title, content, channels, optional send time, recipients with a live count, preview, send. */
function OnlineSendPage() {
  const chooseList = useFeatureStore(chooseListFeature)
  const reach = useReachCount(chooseList)
  const range = useMemo(() => pickerRange(), [])
  // The first permitted type is chosen until the user picks another.
  const firstType = useRef<string>()
  // The channels the chosen type allows this sender (the server's permission matrix).
  const allowedChannels = useRef<string[]>([])
  const form = useFormFields<SendFields>(EMPTY, {
    rules: {
      typeCode: [{ validator: (code) => Boolean(code ?? firstType.current), message: '请选择消息类型' }],
      title: [required('请输入标题')],
      content: [
        required('请输入内容'),
        {
          validator: (text) => [...text.trim()].length <= ONLINE_SEND_LIMITS.contentMax,
          message: `内容不能超过 ${ONLINE_SEND_LIMITS.contentMax} 字`,
        },
      ],
    },
  })
  const { typeCode, title, content, channels, scheduledAt } = form.values
  const [picking, setPicking] = useState(false)
  const [previewing, setPreviewing] = useState(false)
  const hasExternal = chooseList.items.some((entry) => entry.type === 'external')
  const attachments = useAttachments()

  const send = useSubmit(
    () =>
      sendMessage({
        typeCode: (typeCode ?? firstType.current)!,
        title: title.trim(),
        content: content.trim(),
        channels: ['site', ...channels.filter((channel) => allowedChannels.current.includes(channel))],
        scheduledAt: scheduledAt?.toISOString(),
        recipients: chooseList.items,
        attachments: attachments.files.map((file) => file.id),
      }),
    {
      validate: () => {
        const invalid = form.validate()
        if (invalid) return invalid
        if (attachments.uploading) return '附件上传中，请稍候'
        if (chooseList.items.length === 0) return '请选择接收人'
        const externals = chooseList.items.filter((entry) => entry.type === 'external')
        if (externals.some((entry) => entry.externalType === 'phone') && !channels.includes('sms'))
          return '外部联系人的手机号需要勾选短信渠道'
        if (externals.some((entry) => entry.externalType === 'email') && !channels.includes('email'))
          return '外部联系人的邮箱需要勾选邮件渠道'
        if (reach.problem) return reach.problem
        if (scheduledAt && scheduledAt.getTime() < Date.now()) return '定时发送时间不能早于当前时间'
        return null
      },
      confirm: () =>
        `确定${scheduledAt ? `于 ${formatPortalTime(scheduledAt)} ` : ''}发送给 ${reach.people} 人${reach.external ? `及 ${reach.external} 个外部联系人` : ''}？`,
      failure: '发送失败',
      success: (accepted) => (scheduledAt ? '已预约发送' : `已提交，共 ${accepted.total} 人`),
      onSuccess: (accepted) => {
        chooseList.clear()
        form.setValues({ title: '', content: '', scheduledAt: null })
        attachments.clear()
        void nav.redirect('sendResult', { id: String(accepted.id) })
      },
    },
  )

  return (
    <DetailPage
      load={listSendTypes}
      render={(types) => {
        if (types.length === 0) return <EmptyState description="当前身份没有可发送的消息类型" fullPage />
        firstType.current = types[0]!.code
        const chosenType = typeCode ?? firstType.current
        allowedChannels.current = types.find((type) => type.code === chosenType)?.sendTypes ?? []
        return (
          <View>
            <Cell.Group>
              <Cell
                title="消息类型"
                description={
                  <SegmentedTabs
                    items={types.map((type) => ({ key: type.code, label: type.name }))}
                    value={chosenType}
                    onChange={form.set('typeCode')}
                    variant="chip"
                    ariaLabel="消息类型"
                  />
                }
              />
              <Cell
                title="标题"
                description={
                  <Input
                    value={title}
                    onChange={form.set('title')}
                    maxLength={ONLINE_SEND_LIMITS.titleMax}
                    placeholder="请输入标题"
                    aria-label="标题"
                    data-testid="send-title"
                  />
                }
              />
              <Cell
                title="内容"
                description={
                  <TextArea
                    value={content}
                    onChange={form.set('content')}
                    maxLength={ONLINE_SEND_LIMITS.contentMax}
                    showCount
                    rows={4}
                    placeholder={`请输入内容（${ONLINE_SEND_LIMITS.contentMax} 字以内，更多材料请添加附件）`}
                    aria-label="内容"
                    data-testid="send-content"
                  />
                }
              />
              <Cell
                title="附件"
                extra={
                  <Text className="os-file__action" {...BUTTON_ROLE} onClick={() => void attachments.add()} data-testid="attachment-add">
                    {attachments.uploading
                      ? `上传中：${attachments.uploading}`
                      : `添加附件（${attachments.files.length}/${ONLINE_SEND_LIMITS.attachmentsMax}）`}
                  </Text>
                }
                description={
                  <View className="os-send__attachments">
                    <AttachmentList items={attachments.files} onRemove={(file) => attachments.remove(file.id)} />
                    {attachments.problem ? (
                      <Text className="os-count os-count--error os-count--line" data-testid="attachment-problem">
                        {attachments.problem}
                      </Text>
                    ) : null}
                  </View>
                }
              />
              <Cell
                title="发送渠道"
                description={
                  <View className="os-send__channels">
                    <Checkbox checked disabled label="站内消息" />
                    {CHANNELS.filter((channel) => allowedChannels.current.includes(channel.key)).map((channel) => (
                      <Checkbox
                        key={channel.key}
                        label={channel.label}
                        checked={channels.includes(channel.key)}
                        onChange={(on) =>
                          form.setValues({ channels: on ? [...channels, channel.key] : channels.filter((key) => key !== channel.key) })
                        }
                        data-testid={`channel-${channel.key}`}
                      />
                    ))}
                    <Text className="os-count os-send__channel-note">
                      {hasExternal
                        ? '短信、邮件发往外部联系人，以及在接收设置中选择了该渠道的人员'
                        : '短信、邮件发往在接收设置中选择了该渠道的人员'}
                    </Text>
                  </View>
                }
              />
              <Cell
                title="定时发送"
                extra={scheduledAt ? formatPortalTime(scheduledAt) : '立即发送'}
                clickable
                onClick={() => setPicking(true)}
              />
              {scheduledAt ? <Cell title="改为立即发送" clickable onClick={() => form.setValues({ scheduledAt: null })} /> : null}
              <Cell title="接收人" extra={`已选 ${chooseList.items.length} 项`} clickable onClick={() => nav.to('chooseRecivePerson')} />
            </Cell.Group>
            <View className="portal-card portal-card--spaced">
              <Text className={`os-count${reach.problem ? ' os-count--error' : ''}`} data-testid="reach-count">
                {reach.problem ??
                  (chooseList.items.length
                    ? `共 ${reach.people} 人${reach.external ? `，外部联系人 ${reach.external} 个` : ''}${reach.counting ? '（统计中…）' : ''}`
                    : '尚未选择接收人')}
              </Text>
              <ChosenChips store={chooseList} />
            </View>
            <View className="os-actions os-actions--send">
              <Button onClick={() => setPreviewing(true)} {...BUTTON_ROLE} data-testid="send-preview">
                预览
              </Button>
              <SubmitButton submit={send} type="primary" {...BUTTON_ROLE} data-testid="send-submit">
                发送
              </SubmitButton>
            </View>
            <Button className="os-send__sent" fill="none" block onClick={() => nav.to('sendResult')} data-testid="open-sent">
              已发送
            </Button>
            <Popup
              visible={previewing}
              position="bottom"
              round
              closeable
              onClose={() => setPreviewing(false)}
              title="预览"
              zIndex={LAYERS.popup}
            >
              <View className="portal-card" data-testid="preview">
                <Text className="os-count">{types.find((type) => type.code === chosenType)?.name}</Text>
                <Text className="os-row__name os-preview__title">{title.trim() || '（无标题）'}</Text>
                <Text className="os-preview__content">{content.trim() || '（无内容）'}</Text>
                {attachments.files.length ? (
                  <Text className="os-count os-preview__files">附件：{attachments.files.map((file) => file.fileName).join('、')}</Text>
                ) : null}
                <Text className="os-count os-preview__recipients">
                  接收人：{chooseList.items.map(chipLabel).join('、') || '未选择'}（{reach.people} 人）
                </Text>
                <Button className="os-preview__close" block onClick={() => setPreviewing(false)} data-testid="preview-close">
                  关闭预览
                </Button>
              </View>
            </Popup>
            <DatePicker
              visible={picking}
              title="定时发送"
              type="datetime"
              showChinese
              startDate={range.start}
              endDate={range.end}
              value={toPickerDate(scheduledAt ?? new Date(Date.now() + 3600_000))}
              pickerProps={{ popupProps: POPUP }}
              onConfirm={(_options: PickerOption[], values: PickerValue[]) =>
                form.setValues({ scheduledAt: clampToRange(fromPickerValues(values as (string | number)[]), range) })
              }
              onClose={() => setPicking(false)}
            />
          </View>
        )
      }}
    />
  )
}

export default observer(OnlineSendPage)

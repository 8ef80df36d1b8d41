import { Text, View } from '@tarojs/components'
import { TextArea } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import dayjs from 'dayjs'
import { ErrorState, useDetailLoader, useSubmit } from '@/components'
import { ListSkeleton } from '@/components/list-skeleton'
import { DELETION_COOLING_OFF_DAYS } from '@contract/personal-constants'
import { cancelDeletion, getDeletionStatus, requestDeletion } from '@/features/personal/api'
import { SubmitButton } from '@/components/submit-button'

const CONSEQUENCES = [
  '注销后将无法以任何方式（密码、短信验证码、微信、统一身份认证）登录该账号，已登录的设备会退出；',
  '您的姓名、手机号、邮箱、头像、校园卡与借阅记录、邮箱摘要、意见反馈、收藏、浏览与搜索记录、登录记录等个人信息将被删除且无法恢复；',
  '他人收到的您发出的消息、审批记录等仍会保留，发送人显示为“已注销用户”；',
  `申请提交后有 ${DELETION_COOLING_OFF_DAYS} 天冷静期，期间可随时撤销，期满后自动注销。`,
]

/** 注销账号: the consequences, the request with its cooling-off period, and its cancellation. */
export function DeletionPanel() {
  const status = useDetailLoader(getDeletionStatus)
  const [reason, setReason] = useState('')
  const request = useSubmit(() => requestDeletion(reason.trim()), {
    failure: '提交失败',
    confirm: `确认申请注销账号？${DELETION_COOLING_OFF_DAYS} 天冷静期内可撤销。`,
    success: '已提交注销申请',
    onSuccess: () => status.reload(),
  })
  const cancel = useSubmit(cancelDeletion, {
    failure: '撤销失败',
    confirm: '确认撤销注销申请？',
    success: '已撤销注销申请',
    onSuccess: () => status.reload(),
  })

  if (status.status === 'loading') return <ListSkeleton count={2} />
  if (status.status === 'error' || !status.data) return <ErrorState message="注销状态加载失败" onRetry={() => void status.retry()} />
  const { pending, effectiveAt } = status.data
  return (
    <View className="deletion">
      <Text className="personal-summary">注销须知</Text>
      {CONSEQUENCES.map((line) => (
        <Text key={line} className="deletion__line">
          {line}
        </Text>
      ))}
      {pending ? (
        <View>
          <View className="personal-hint" data-testid="deletion-pending">
            注销申请冷静期中，将于 {dayjs(effectiveAt).format('YYYY-MM-DD HH:mm')} 生效
          </View>
          <SubmitButton submit={cancel} block type="primary">
            撤销注销申请
          </SubmitButton>
        </View>
      ) : (
        <View>
          <TextArea value={reason} onChange={setReason} maxLength={200} placeholder="注销原因（选填）" />
          <SubmitButton submit={request} block type="danger">
            申请注销
          </SubmitButton>
        </View>
      )}
    </View>
  )
}

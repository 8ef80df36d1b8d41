import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import dayjs from 'dayjs'
import { useDetailLoader, useSubmit, ErrorState } from '@/components'
import { useListLoader } from '@/components/use-list-loader'
import { ListSkeleton } from '@/components/list-skeleton'
import { ECARD_LOW_BALANCE } from '@contract/personal-constants'
import type { ECard, ECardMonthPage } from '@contract/personal'
import { getECardDataList, getMyECard, reportLossECard, unfreezeECard } from '@/features/personal/api'
import { formatYuan } from '@/features/personal/money'
import { SubmitButton } from '@/components/submit-button'

const PAGE_SIZE = 20

/** 校园卡: balance, status, low-balance hint, report loss / unfreeze, and one month of transactions at a time. */
export function ECardPanel({ onChanged }: { onChanged?: () => void }) {
  const card = useDetailLoader(getMyECard)
  const [month, setMonth] = useState(() => dayjs().format('YYYY-MM'))
  // The month's totals come with each page of its transactions.
  const [totals, setTotals] = useState<Pick<ECardMonthPage, 'spent' | 'toppedUp' | 'total'> | null>(null)
  const transactions = useListLoader(
    async (pageNum, pageSize) => {
      const next = await getECardDataList(month, pageNum, pageSize)
      setTotals({ spent: next.spent, toppedUp: next.toppedUp, total: next.total })
      return { items: next.items, total: next.total }
    },
    { pageSize: PAGE_SIZE, deps: [month], keyOf: (t) => t.id },
  )

  const toggle = useSubmit((lost: boolean) => (lost ? unfreezeECard() : reportLossECard()), {
    failure: '操作失败',
    confirm: (lost) => (lost ? '确认解除挂失？解挂后卡片可正常消费。' : '确认挂失校园卡？挂失后卡片将无法消费。'),
    success: (_r, lost) => (lost ? '已解挂' : '已挂失'),
    onSuccess: async () => {
      await card.reload()
      onChanged?.()
    },
  })

  if (card.status === 'loading') return <ListSkeleton count={2} />
  if (card.status === 'error') return <ErrorState message="校园卡信息加载失败" onRetry={() => void card.retry()} />
  const data: ECard | undefined = card.data
  if (!data) return <View className="personal-empty">暂未开通校园卡</View>
  const lost = data.status === 'lost'
  const thisMonth = dayjs().format('YYYY-MM')

  return (
    <View className="ecard">
      <View className={`ecard__face${lost ? ' ecard__face--lost' : ''}`}>
        <Text className="ecard__label">余额（元）</Text>
        <Text className="ecard__balance" data-testid="ecard-balance">
          {data.balance.toFixed(2)}
        </Text>
        <Text className="ecard__no">
          卡号 {data.cardNo} · {lost ? '已挂失' : '正常'}
        </Text>
      </View>
      {data.lowBalance && !lost ? <View className="personal-hint">余额低于 {ECARD_LOW_BALANCE} 元，请及时充值</View> : null}
      <SubmitButton submit={toggle} args={[lost]} block type={lost ? 'primary' : 'default'}>
        {lost ? '解除挂失' : '挂失'}
      </SubmitButton>
      <View className="ecard__month">
        <Button size="small" fill="none" onClick={() => setMonth(dayjs(`${month}-01`).subtract(1, 'month').format('YYYY-MM'))}>
          上个月
        </Button>
        <Text className="ecard__month-title" data-testid="ecard-month">
          {dayjs(`${month}-01`).format('YYYY年M月')}
        </Text>
        <Button
          size="small"
          fill="none"
          disabled={month >= thisMonth}
          onClick={() => setMonth(dayjs(`${month}-01`).add(1, 'month').format('YYYY-MM'))}
        >
          下个月
        </Button>
      </View>
      {transactions.status === 'ready' && totals ? (
        <Text className="ecard__totals">
          支出 {formatYuan(totals.spent)} · 充值 {formatYuan(totals.toppedUp)} · 共 {totals.total} 笔
        </Text>
      ) : null}
      {transactions.status === 'error' ? <ErrorState message="交易记录加载失败" onRetry={() => void transactions.retry()} /> : null}
      {transactions.status === 'loading' ? <ListSkeleton count={3} rows={1} /> : null}
      {transactions.isEmpty ? <View className="personal-empty">本月暂无交易</View> : null}
      <View>
        {transactions.items.map((t) => (
          <Cell
            key={t.id}
            title={t.merchant}
            description={dayjs(t.occurredAt).format('MM-DD HH:mm')}
            extra={
              <Text className={t.amount < 0 ? 'money money--out' : 'money money--in'}>
                {(t.amount > 0 ? '+' : '') + t.amount.toFixed(2)}
              </Text>
            }
          />
        ))}
      </View>
      {transactions.loadMoreError ? <ErrorState message="交易记录加载失败" onRetry={() => void transactions.retry()} /> : null}
      {transactions.hasMore && !transactions.loadMoreError ? (
        <Button block fill="none" loading={transactions.loadingMore} onClick={() => void transactions.loadMore()}>
          加载更多
        </Button>
      ) : null}
    </View>
  )
}

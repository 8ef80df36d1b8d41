import { Text, View } from '@tarojs/components'
import { Button, Tag } from '@nutui/nutui-react-taro'
import dayjs from 'dayjs'
import { ErrorState, useDetailLoader, useSubmit } from '@/components'
import { ListSkeleton } from '@/components/list-skeleton'
import type { BookLoan } from '@contract/personal'
import { getMyBooks, renewBook } from '@/features/personal/api'

/** 图书借阅: loans by due date, overdue ones highlighted, 续借 where the library allows it. */
export function BooksPanel({ onChanged }: { onChanged?: () => void }) {
  const books = useDetailLoader(getMyBooks)
  const renew = useSubmit((loan: BookLoan) => renewBook(loan.id), {
    failure: '续借失败',
    confirm: (loan) => `续借《${loan.title}》30天？`,
    success: (loan) => `续借成功，应还日期 ${dayjs(loan.dueAt).format('YYYY-MM-DD')}`,
    onSuccess: async () => {
      await books.reload()
      onChanged?.()
    },
  })
  if (books.status === 'loading') return <ListSkeleton count={3} />
  if (books.status === 'error' || !books.data) return <ErrorState message="借阅信息加载失败" onRetry={() => void books.retry()} />
  const { loans, overdue, dueSoon } = books.data
  if (loans.length === 0) return <View className="personal-empty">当前没有在借图书</View>
  return (
    <View>
      <Text className="personal-summary">
        在借 {loans.length} 本{overdue ? ` · ${overdue} 本已逾期` : ''}
        {dueSoon ? ` · ${dueSoon} 本即将到期` : ''}
      </Text>
      {loans.map((loan) => (
        <View key={loan.id} className={`book${loan.overdue ? ' book--overdue' : ''}`} data-testid="book-loan">
          <View className="book__main">
            <Text className="book__title">{loan.title}</Text>
            <Text className="book__meta">
              {loan.author} · 条码 {loan.barcode}
            </Text>
            <Text className="book__due">
              应还 {dayjs(loan.dueAt).format('YYYY-MM-DD')}
              {loan.renewCount ? ` · 已续借${loan.renewCount}次` : ''}
            </Text>
          </View>
          <View className="book__side">
            {loan.overdue ? <Tag type="danger">已逾期</Tag> : loan.dueSoon ? <Tag type="warning">即将到期</Tag> : null}
            {loan.canRenew ? (
              <Button size="small" type="primary" fill="outline" loading={renew.running?.[0] === loan} onClick={() => void renew.run(loan)}>
                续借
              </Button>
            ) : null}
          </View>
        </View>
      ))}
    </View>
  )
}

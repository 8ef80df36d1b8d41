import { Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import { EmptyState } from '@/components/empty-state'
import type { ClassProgress } from '@contract/study'
import './study.scss'

/** Every student of the course's classes: lessons learnt, average progress, last studied. */
export function ClassProgressTable({ progress }: { progress: ClassProgress }) {
  if (progress.students.length === 0) return <EmptyState description="选课班级暂无学生" />
  return (
    <View className="st-table" data-testid="class-progress">
      <View className="st-table__row st-table__head">
        <Text className="st-table__name">学生</Text>
        <Text className="st-table__cell">已学完</Text>
        <Text className="st-table__cell">进度</Text>
        <Text className="st-table__cell">最近学习</Text>
      </View>
      {progress.students.map((student) => (
        <View key={student.username} className="st-table__row" data-testid={`student-${student.username}`}>
          <View className="st-table__name">
            <Text>{student.userName}</Text>
            <Text className="st-card__meta st-card__meta--block">{student.className}</Text>
          </View>
          <Text className="st-table__cell">
            {student.completedCount}/{progress.lessonCount}
          </Text>
          <Text className="st-table__cell">{student.percent}%</Text>
          <Text className="st-table__cell">{student.lastStudiedAt ? dayjs(student.lastStudiedAt).format('MM-DD') : '未开始'}</Text>
        </View>
      ))}
    </View>
  )
}

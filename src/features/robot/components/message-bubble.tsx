import { Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import { toast } from '@/lib/ui'
import { useOpenerOf } from '@/components/service-opener'
import type { RobotMessage } from '@contract/robot'
import './message-bubble.scss'

const SENDER_NAMES = { user: '我', robot: '客服机器人', agent: '人工客服' } as const

/** One message: mine on the right; the robot's with its sources and 有帮助/没帮助, the staff's marked as such. */
export function MessageBubble({ message, onRate }: { message: RobotMessage; onRate?: (helpful: boolean) => Promise<void> }) {
  const openerOf = useOpenerOf()
  const mine = message.sender === 'user'
  const rate = (helpful: boolean) =>
    void onRate?.(helpful)
      .then(() => toast('感谢您的评价'))
      .catch(() => toast('评价失败，请稍后重试'))
  return (
    <View className={`robot-message robot-message--${mine ? 'mine' : 'theirs'}`} data-testid={`robot-message-${message.sender}`}>
      <Text className="robot-message__who">{SENDER_NAMES[message.sender]}</Text>
      <View className="robot-message__bubble">
        <Text className="robot-message__text">{message.content}</Text>
        {message.sources.length > 0 ? (
          <View className="robot-message__sources" data-testid="robot-sources">
            <Text className="robot-message__label">来源：</Text>
            {message.sources.map((source) => {
              const open = openerOf(source)
              return (
                <Text key={source.title} className="robot-message__source" onClick={open ?? undefined} {...(open ? BUTTON_ROLE : {})}>
                  {source.title}
                </Text>
              )
            })}
          </View>
        ) : null}
        {message.sender === 'robot' && message.answered && onRate ? (
          <View className="robot-message__rating" data-testid="robot-rating">
            <Text className="robot-message__label">这个回答有帮助吗？</Text>
            {(
              [
                [true, '有帮助', 'helpful'],
                [false, '没帮助', 'unhelpful'],
              ] as const
            ).map(([helpful, label, value]) => (
              <Text
                key={value}
                className={`robot-message__rate${message.rating === value ? ' robot-message__rate--chosen' : ''}`}
                data-testid={`robot-rate-${value}`}
                aria-pressed={message.rating === value}
                onClick={() => rate(helpful)}
                {...BUTTON_ROLE}
              >
                {label}
              </Text>
            ))}
          </View>
        ) : null}
      </View>
    </View>
  )
}

import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Input, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { PageShell } from '@/components/page-shell'
import { useSubmit } from '@/components/use-submit'
import { usePageStore } from '@/stores/use-page-store'
import { ROBOT_TEXT_MAX } from '@contract/paths/robot'
import { fetchRobotToken, robotApi } from '@/features/robot/api'
import { RobotStore } from '@/features/robot/robot-store'
import { MessageBubble } from './message-bubble'
import { KeywordChips } from './question-chips'
import { SubmitButton } from '@/components/submit-button'
import './robot-screen.scss'

/** How often a live chat looks for the staff's replies. */
const AGENT_POLL_MS = 3000

/** 客服机器人: hot questions, the dialog with sourced and rateable answers, 转人工 (live chat or a left message). */
export const RobotScreen = observer(function RobotScreen() {
  const store = usePageStore(() => new RobotStore(async () => robotApi((await fetchRobotToken()).userToken)))
  const [text, setText] = useState('')
  const [note, setNote] = useState('')
  const [contact, setContact] = useState('')

  useEffect(() => {
    void store.load()
  }, [])
  useEffect(() => {
    if (store.mode !== 'agent') return
    const timer = setInterval(() => void store.poll().catch(() => undefined), AGENT_POLL_MS)
    return () => clearInterval(timer)
  }, [store.mode])

  const send = useSubmit((question: string) => store.send(question), {
    failure: '发送失败',
    validate: (question) => (question.trim() ? null : '请输入问题'),
    onSuccess: () => setText(''),
  })
  const human = useSubmit(() => store.toHuman(), { failure: '转人工失败' })
  const leave = useSubmit(() => store.leaveMessage(note.trim(), contact.trim() || undefined), {
    failure: '留言失败',
    validate: () => (note.trim() ? null : '请输入留言内容'),
    success: '留言已提交，客服会尽快处理',
    onSuccess: () => {
      setNote('')
      setContact('')
    },
  })
  const ask = (question: string) => void send.run(question)

  const footer =
    store.mode === 'leave-message' ? (
      <View className="robot-leave" data-testid="robot-leave-form">
        <Text className="robot-leave__title">客服暂不在线，请留言，我们会转为服务台待办尽快处理</Text>
        <TextArea value={note} onChange={setNote} maxLength={ROBOT_TEXT_MAX} placeholder="请描述您的问题" rows={3} />
        <Input value={contact} onChange={setContact} maxLength={50} placeholder="联系方式（选填）" />
        <View className="robot-leave__actions">
          <Button size="small" onClick={store.backToRobot}>
            返回机器人
          </Button>
          <SubmitButton submit={leave} size="small" type="primary" data-testid="robot-leave-submit">
            提交留言
          </SubmitButton>
        </View>
      </View>
    ) : (
      <View className="robot-input">
        {store.mode === 'agent' ? (
          <View className="robot-input__mode" data-testid="robot-agent-mode">
            <Text>人工客服服务中</Text>
            <Text className="robot-input__link" onClick={store.backToRobot}>
              返回机器人
            </Text>
          </View>
        ) : null}
        <View className="robot-input__row">
          <Input
            className="robot-input__box"
            value={text}
            onChange={setText}
            maxLength={ROBOT_TEXT_MAX}
            placeholder={store.mode === 'agent' ? '发消息给人工客服' : '请输入您的问题'}
            onConfirm={() => ask(text)}
          />
          <SubmitButton submit={send} size="small" type="primary" onClick={() => ask(text)} data-testid="robot-send">
            发送
          </SubmitButton>
          {store.mode === 'robot' ? (
            <SubmitButton submit={human} size="small" data-testid="robot-to-human">
              转人工
            </SubmitButton>
          ) : null}
        </View>
      </View>
    )

  return (
    <PageShell
      loading={store.status === 'loading'}
      error={store.status === 'error' ? store.error : undefined}
      onRetry={store.load}
      footer={footer}
    >
      {store.hot.length > 0 ? (
        <View className="robot-hot" data-testid="robot-hot">
          <Text className="robot-hot__title">猜你想问</Text>
          <KeywordChips keywords={store.hot.map((q) => q.question)} onPick={ask} />
        </View>
      ) : null}
      {store.messages.length === 0 ? (
        <MessageBubble
          message={{
            id: 0,
            sender: 'robot',
            content: '您好，我是校园客服机器人，有什么可以帮您？',
            toAgent: false,
            sources: [],
            answered: false,
            rating: null,
            createdAt: '',
          }}
        />
      ) : null}
      <View data-testid="robot-dialog">
        {store.messages.map((message) => (
          <MessageBubble key={message.id} message={message} onRate={(helpful) => store.rate(message.id, helpful)} />
        ))}
      </View>
    </PageShell>
  )
})

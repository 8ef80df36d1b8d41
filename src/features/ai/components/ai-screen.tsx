import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { PageShell } from '@/components/page-shell'
import { BUTTON_ROLE, ALERT_ROLE } from '@/components/a11y'
import { toast } from '@/lib/ui'
import { useOpenerOf } from '@/components/service-opener'
import { AI_QUESTION_MAX, type AiEvent } from '@contract/paths/ai'
import { askStream } from '@/features/ai/ask-stream'
import './ai-screen.scss'

interface Turn {
  question: string
  text: string
  citations: Array<{ n: number; title: string; link: string }>
  state: 'streaming' | 'done' | 'error'
  mode?: 'llm' | 'retrieval'
  error?: string
}

const EXAMPLES = ['校园卡丢了怎么办？', '图书馆几点关门？', '我最近有什么日程？']

/** AI 助手: answers from the institution's own content with numbered citations, shown as the answer streams in. */
export function AiScreen() {
  const openerOf = useOpenerOf()
  const [turns, setTurns] = useState<Turn[]>([])
  const [text, setText] = useState('')
  const busy = turns.some((turn) => turn.state === 'streaming')
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  const update = (index: number, change: (turn: Turn) => Turn) =>
    setTurns((all) => all.map((turn, i) => (i === index ? change(turn) : turn)))

  const ask = (question: string) => {
    const trimmed = question.trim()
    if (!trimmed) return void toast('请输入问题')
    if ([...trimmed].length > AI_QUESTION_MAX) return void toast(`问题不能超过${AI_QUESTION_MAX}个字`)
    if (busy) return
    const index = turns.length
    setTurns((all) => [...all, { question: trimmed, text: '', citations: [], state: 'streaming' }])
    setText('')
    abort.current = new AbortController()
    const onEvent = (event: AiEvent) => {
      if (event.type === 'citations') update(index, (turn) => ({ ...turn, citations: event.citations }))
      else if (event.type === 'delta') update(index, (turn) => ({ ...turn, text: turn.text + event.text }))
      else if (event.type === 'done') update(index, (turn) => ({ ...turn, state: 'done', mode: event.mode }))
      else update(index, (turn) => ({ ...turn, state: 'error', error: event.message }))
    }
    askStream(trimmed, onEvent, abort.current.signal)
      .then(() => update(index, (turn) => (turn.state === 'streaming' ? { ...turn, state: 'done' } : turn)))
      .catch((error: Error) => update(index, (turn) => ({ ...turn, state: 'error', error: error.message || '回答失败，请稍后重试' })))
  }

  const footer = (
    <View className="ai-input">
      <Input
        className="ai-input__box"
        value={text}
        onChange={setText}
        maxLength={AI_QUESTION_MAX}
        placeholder="问问学校的事，如办事流程、通知、我的日程"
        onConfirm={() => ask(text)}
      />
      <Button size="small" type="primary" loading={busy} disabled={busy} onClick={() => ask(text)} data-testid="ai-ask">
        提问
      </Button>
    </View>
  )

  return (
    <PageShell footer={footer}>
      {turns.length === 0 ? (
        <View className="ai-intro">
          <Text className="ai-intro__text">我会根据本校的资讯、办事指南、常见问题以及你自己的日程和待办回答，并注明出处。</Text>
          <View className="ai-intro__examples">
            {EXAMPLES.map((example) => (
              <Text key={example} className="ai-intro__example" onClick={() => ask(example)} {...BUTTON_ROLE}>
                {example}
              </Text>
            ))}
          </View>
        </View>
      ) : null}
      {turns.map((turn, index) => (
        <View key={index} className="ai-turn" data-testid="ai-turn" data-state={turn.state} data-mode={turn.mode ?? ''}>
          <Text className="ai-turn__question">{turn.question}</Text>
          <View className="ai-turn__answer">
            <Text className="ai-turn__text" data-testid="ai-answer">
              {turn.text || (turn.state === 'streaming' ? '正在检索本校资料…' : '')}
            </Text>
            {turn.state === 'error' ? (
              <Text className="ai-turn__error" {...ALERT_ROLE}>
                {turn.error}
              </Text>
            ) : null}
            {turn.citations.length > 0 && turn.state !== 'streaming' ? (
              <View className="ai-turn__citations" data-testid="ai-citations">
                <Text className="ai-turn__label">参考资料</Text>
                {turn.citations.map((citation) => (
                  <Text key={citation.n} className="ai-turn__citation" onClick={openerOf(citation) ?? undefined}>
                    [{citation.n}] {citation.title}
                  </Text>
                ))}
              </View>
            ) : null}
            {turn.mode === 'retrieval' ? (
              <Text className="ai-turn__label" data-testid="ai-retrieval-note">
                以上内容原样摘自学校资料，具体以原文为准
              </Text>
            ) : null}
          </View>
        </View>
      ))}
    </PageShell>
  )
}

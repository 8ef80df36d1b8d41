import { useEffect, useRef, useState } from 'react'
import Taro, { usePageScroll, useUnload } from '@tarojs/taro'
import { Text, Video, View } from '@tarojs/components'
import { SubmitButton } from '@/components/submit-button'
import { useSubmit } from '@/components/use-submit'
import type { LessonDetail, LessonProgress } from '@contract/study'
import { saveLessonProgress } from '@/features/study/api'
import { previewDocument } from '@/features/study/platform-files'
import { KIND_LABEL, PREVIEWED_PERCENT, clock, lessonStatus, readPercent, shouldSave, videoPercent } from '@/features/study/progress'
import './study.scss'

/**
 * One lesson. Videos start where I stopped and save the position as they play (every few seconds, on
 * pause, at the end and when I leave); documents open in the previewer; texts count how far I scrolled.
 */
export function LessonView({ lesson }: { lesson: LessonDetail }) {
  const { learner } = lesson
  const [progress, setProgress] = useState<LessonProgress>(lesson.progress)
  const position = useRef(lesson.progress.positionSeconds)
  const duration = useRef(0)
  const savedAt = useRef(lesson.progress.positionSeconds)
  const read = useRef(lesson.progress.percent)

  const save = (percent: number, completed = false) => {
    if (!learner) return
    savedAt.current = position.current
    const body = { lessonId: lesson.id, percent, positionSeconds: Math.floor(position.current), completed }
    saveLessonProgress(body)
      .then((saved) => setProgress(saved))
      .catch(() => undefined) // the next save or leaving the page tries again
  }
  const saveVideo = (completed = false) => save(completed ? 100 : videoPercent(position.current, duration.current), completed)
  const saveOnLeave = () => {
    if (lesson.kind === 'video') {
      if (position.current !== savedAt.current) saveVideo()
    } else if (lesson.kind === 'text' && read.current > progress.percent) save(read.current)
  }
  const leave = useRef(saveOnLeave)
  leave.current = saveOnLeave
  useUnload(() => leave.current())
  useEffect(() => () => leave.current(), [])

  usePageScroll(({ scrollTop }) => {
    if (lesson.kind !== 'text') return
    const { windowHeight } = Taro.getWindowInfo()
    Taro.createSelectorQuery()
      .select('.st-lesson')
      .boundingClientRect((rect) => {
        const box = Array.isArray(rect) ? rect[0] : rect
        if (box) read.current = Math.max(read.current, readPercent(scrollTop, box.height, windowHeight))
      })
      .exec()
  })

  const markDone = useSubmit(
    async () => {
      await saveLessonProgress({ lessonId: lesson.id, percent: 100, positionSeconds: Math.floor(position.current), completed: true }).then(
        setProgress,
      )
    },
    { failure: '保存进度失败', success: '已标记为学完' },
  )
  const preview = useSubmit(
    async () => {
      await previewDocument(lesson.fileUrl ?? '')
      if (progress.percent < PREVIEWED_PERCENT) save(PREVIEWED_PERCENT)
    },
    { failure: '文档打开失败' },
  )

  return (
    <View className="st-lesson" data-testid="lesson-view">
      <Text className="st-lesson__title">{lesson.title}</Text>
      <Text className="st-lesson__meta" data-testid="lesson-progress">
        {lesson.courseName} · {KIND_LABEL[lesson.kind]} · {learner ? lessonStatus(lesson.kind, progress) : '教师预览（不记录进度）'}
      </Text>
      {lesson.kind === 'video' && lesson.fileUrl ? (
        // Taro's H5 video container is absolutely positioned: the box keeps its place in the flow.
        <View className="st-lesson__player">
          <Video
            id={`lesson-video-${lesson.id}`}
            className="st-lesson__video"
            src={lesson.fileUrl}
            initialTime={lesson.progress.positionSeconds}
            controls
            showFullscreenBtn
            objectFit="contain"
            data-testid="lesson-video"
            onTimeUpdate={(event) => {
              position.current = event.detail.currentTime
              duration.current = event.detail.duration
              if (shouldSave(position.current, savedAt.current)) saveVideo()
            }}
            onPause={() => saveVideo()}
            onEnded={() => saveVideo(true)}
          />
        </View>
      ) : null}
      {lesson.kind === 'video' && lesson.progress.positionSeconds > 0 ? (
        <Text className="st-lesson__meta">已从上次看到的 {clock(lesson.progress.positionSeconds)} 处继续播放</Text>
      ) : null}
      {lesson.body ? <Text className="st-lesson__body">{lesson.body}</Text> : null}
      <View className="st-lesson__actions">
        {lesson.kind === 'document' && lesson.fileUrl ? (
          <SubmitButton type="primary" size="small" submit={preview} data-testid="lesson-preview">
            预览文档{lesson.fileName ? `：${lesson.fileName}` : ''}
          </SubmitButton>
        ) : null}
        {learner && !progress.completed ? (
          <SubmitButton size="small" submit={markDone} data-testid="lesson-done">
            标记为已学完
          </SubmitButton>
        ) : null}
      </View>
    </View>
  )
}

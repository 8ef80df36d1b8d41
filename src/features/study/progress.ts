/** Seconds of playback between two saves while a video plays (pause, end and leaving save at once). */
export const SAVE_EVERY_SECONDS = 5
/** A document the learner has previewed counts this much until they mark it learnt. */
export const PREVIEWED_PERCENT = 50

/** Percent of a video watched at `position` (0–100, whole). */
export function videoPercent(position: number, duration: number): number {
  if (!(duration > 0) || !(position > 0)) return 0
  return Math.min(100, Math.round((position / duration) * 100))
}

/** Percent of a text read when the page is scrolled to `scrollTop`. */
export function readPercent(scrollTop: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight
  if (scrollable <= 0) return 100
  return Math.min(100, Math.max(0, Math.round(((scrollTop + viewportHeight) / scrollHeight) * 100)))
}

/** Whether playback moved far enough from the last saved position to save again. */
export function shouldSave(position: number, lastSaved: number): boolean {
  return Math.abs(position - lastSaved) >= SAVE_EVERY_SECONDS
}

/** 1:05 / 1:02:03 for a position in seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const two = (n: number) => String(n).padStart(2, '0')
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`
}

/** The line under a lesson: 已学完 / 学到 1:05 / 已学 40% / 未开始. */
export function lessonStatus(
  kind: 'video' | 'document' | 'text',
  progress: { percent: number; positionSeconds: number; completed: boolean },
): string {
  if (progress.completed) return '已学完'
  if (kind === 'video' && progress.positionSeconds > 0) return `学到 ${clock(progress.positionSeconds)}`
  if (progress.percent > 0) return `已学 ${progress.percent}%`
  return '未开始'
}

export const KIND_LABEL = { video: '视频', document: '文档', text: '图文' } as const

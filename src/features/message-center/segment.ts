export type Segment = 'task' | 'news'

/** `isactive` of the message tab: 1 / news / message opens the message side; else (0, task, a level code) the to-dos. */
export function initialSegment(isactive: string | undefined): Segment {
  return isactive && ['1', 'news', 'message', 'msg'].includes(isactive) ? 'news' : 'task'
}

import { act, render } from '@testing-library/react'
import { afterNextPaint, inNextTask, usePaintedStages } from '@/lib/after-paint'

let frames: FrameRequestCallback[] = []

beforeEach(() => {
  jest.useFakeTimers()
  frames = []
  window.requestAnimationFrame = (callback) => frames.push(callback)
  window.cancelAnimationFrame = (id) => void (frames[id - 1] = () => undefined)
})

afterEach(() => jest.useRealTimers())

/** The browser paints a frame: the frame callbacks run. */
const paint = () => {
  const due = frames
  frames = []
  due.forEach((callback) => callback(0))
}

describe('afterNextPaint', () => {
  it('runs the task in a timer after the next frame, not before', () => {
    const task = jest.fn()
    afterNextPaint(task)
    jest.runOnlyPendingTimers()
    expect(task).not.toHaveBeenCalled()
    paint()
    expect(task).not.toHaveBeenCalled()
    jest.runOnlyPendingTimers()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('drops the task when cancelled, before or after the frame', () => {
    const early = jest.fn()
    const late = jest.fn()
    afterNextPaint(early)()
    const cancelLate = afterNextPaint(late)
    paint()
    cancelLate()
    jest.runOnlyPendingTimers()
    expect(early).not.toHaveBeenCalled()
    expect(late).not.toHaveBeenCalled()
  })

  it('uses a timer alone where there are no frames (the mini-program logic layer)', () => {
    const raf = window.requestAnimationFrame
    // @ts-expect-error the mini-program has no requestAnimationFrame
    delete window.requestAnimationFrame
    try {
      const task = jest.fn()
      afterNextPaint(task)
      jest.runOnlyPendingTimers()
      expect(task).toHaveBeenCalledTimes(1)
    } finally {
      window.requestAnimationFrame = raf
    }
  })
})

describe('inNextTask', () => {
  it('runs the task later, in a task of its own, not in the caller', async () => {
    jest.useRealTimers()
    const order: string[] = []
    inNextTask(() => order.push('task'))
    order.push('caller')
    await Promise.resolve()
    expect(order).toEqual(['caller'])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(order).toEqual(['caller', 'task'])
  })
})

function Stages({ ready, stages }: { ready: boolean; stages: number }) {
  return <span>{usePaintedStages(ready, stages)}</span>
}

describe('usePaintedStages', () => {
  const nextFrame = () =>
    act(() => {
      paint()
      jest.runOnlyPendingTimers()
    })

  it('stays at 0 until ready, then adds one stage per painted frame up to the last, and stays there', () => {
    const view = render(<Stages ready={false} stages={2} />)
    nextFrame()
    expect(view.container.textContent).toBe('0')
    view.rerender(<Stages ready stages={2} />)
    expect(view.container.textContent).toBe('0')
    nextFrame()
    expect(view.container.textContent).toBe('1')
    nextFrame()
    expect(view.container.textContent).toBe('2')
    nextFrame()
    expect(view.container.textContent).toBe('2')
    expect(frames).toHaveLength(0)
  })

  it('goes on when more stages arrive later (a refresh brings another news column)', () => {
    const view = render(<Stages ready stages={1} />)
    nextFrame()
    nextFrame()
    expect(view.container.textContent).toBe('1')
    view.rerender(<Stages ready stages={2} />)
    nextFrame()
    expect(view.container.textContent).toBe('2')
  })
})

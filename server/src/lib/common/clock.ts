/** The time source of rate limits and code expiry; tests pass a settable clock instead of sleeping. */
export interface Clock {
  now: () => Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock that only moves when told to (tests). */
export class ManualClock implements Clock {
  private at: number
  constructor(start: Date | string = new Date()) {
    this.at = new Date(start).getTime()
  }
  now(): Date {
    return new Date(this.at)
  }
  set(to: Date | string): void {
    this.at = new Date(to).getTime()
  }
  advance(seconds: number): void {
    this.at += seconds * 1000
  }
}

/** Real time moved by an offset (TEST_CLOCK=1 in browser tests): it keeps running after a jump. */
export class OffsetClock implements Clock {
  private offsetMs = 0
  now(): Date {
    return new Date(Date.now() + this.offsetMs)
  }
  /** Forward only (the route refuses less than a second): a clock going back would re-open what already happened. */
  advance(seconds: number): void {
    this.offsetMs += seconds * 1000
  }
}

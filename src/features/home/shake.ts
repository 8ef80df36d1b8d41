/** A shake: acceleration jumps by more than `threshold` between two readings (in g). */
export const SHAKE_THRESHOLD_G = 1.4
/** One shake opens the link once, however long the phone keeps shaking. */
export const SHAKE_COOLDOWN_MS = 2000

export interface Reading {
  x: number
  y: number
  z: number
}

/** Feeds readings in; `true` when the change since the previous reading is a shake. */
export class ShakeDetector {
  private last: Reading | null = null
  private lastShakeAt = -Infinity

  constructor(
    private readonly threshold = SHAKE_THRESHOLD_G,
    private readonly cooldownMs = SHAKE_COOLDOWN_MS,
  ) {}

  push(reading: Reading, now: number): boolean {
    const previous = this.last
    this.last = reading
    if (!previous) return false
    const delta = Math.abs(reading.x - previous.x) + Math.abs(reading.y - previous.y) + Math.abs(reading.z - previous.z)
    if (delta < this.threshold || now - this.lastShakeAt < this.cooldownMs) return false
    this.lastShakeAt = now
    return true
  }
}

import Taro from '@tarojs/taro'
import { toast } from '@/lib/ui'
import type { NoticeEffects } from './new-message-notice'

type ToneContext = {
  currentTime: number
  destination: unknown
  createOscillator: () => { frequency: { value: number }; connect: (to: unknown) => unknown; start: () => void; stop: (at: number) => void }
  createGain: () => { gain: { value: number }; connect: (to: unknown) => unknown }
}

/** A short tone through Web Audio, where the platform has it (browsers; quietly nothing elsewhere). */
function playTone(): void {
  const Context = (globalThis as { AudioContext?: new () => ToneContext }).AudioContext
  if (!Context) return
  try {
    const audio = new Context()
    const tone = audio.createOscillator()
    const volume = audio.createGain()
    tone.frequency.value = 880
    volume.gain.value = 0.15
    tone.connect(volume)
    volume.connect(audio.destination)
    tone.start()
    tone.stop(audio.currentTime + 0.18)
  } catch {
    // Autoplay rules may refuse a tone before the first tap: the toast still shows.
  }
}

/** The platform's toast, tone and short vibration. */
export const platformNoticeEffects: NoticeEffects = {
  toast: (text) => void toast(text),
  sound: playTone,
  vibrate: () => void Promise.resolve(Taro.vibrateShort({ type: 'medium' })).catch(() => undefined),
}

import { makeAutoObservable } from 'mobx'
import { cache } from '@/lib/cache'

const KEY = 'login_redirect_path'

/** Spec §3 "Login redirect state": where to return after a messaging-app login. */
export class LoginRedirectStore {
  path: string = cache.get<string>(KEY, '') ?? ''

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  remember(path: string) {
    this.path = path
    cache.set(KEY, path)
  }

  /** Returns the remembered path once and forgets it. */
  take(): string {
    const p = this.path
    this.path = ''
    cache.remove(KEY)
    return p
  }
}

import { makeAutoObservable, runInAction } from 'mobx'
import type { MeUser } from '@contract/personal'
import { featureStore } from '@/stores/feature-store'
import { getMeUser } from './api'

export interface ProfileApi {
  getMeUser: () => Promise<MeUser>
}

declare module '@/stores/root-store' {
  interface RootApis {
    profile: ProfileApi
  }
}

/**
 * The signed-in person's profile (name, unit, avatar). One instance on the root, so a new avatar shows
 * at once wherever the profile is drawn (我的 tab, 个人信息, message centre).
 */
export class ProfileStore {
  me: MeUser | null = null

  constructor(private readonly api: ProfileApi) {
    makeAutoObservable<ProfileStore, 'api'>(this, { api: false }, { autoBind: true })
  }

  get avatarUrl(): string {
    return this.me?.avatarUrl ?? ''
  }

  async load(): Promise<MeUser> {
    const me = await this.api.getMeUser()
    runInAction(() => (this.me = me))
    return me
  }

  /** The 昵称 (empty when none); the official name is `me.userName`. */
  get nickname(): string {
    return this.me?.nickname ?? ''
  }

  setNickname(nickname: string) {
    if (this.me) this.me = { ...this.me, nickname }
  }

  setAvatarUrl(url: string) {
    if (this.me) this.me = { ...this.me, avatarUrl: url }
  }

  reset() {
    this.me = null
  }
}

/** The signed-in person's profile and avatar (我的 tab, 个人信息, message centre), forgotten at sign-out. */
export const profileFeature = featureStore(
  (root) => new ProfileStore(root.apis.profile ?? { getMeUser }),
  (store) => store.reset(),
)

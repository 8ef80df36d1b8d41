import type { MeUser } from '@contract/personal'
import { RootStore } from '@/stores/root-store'
import { profileFeature, ProfileStore } from '../profile-store'

const me: MeUser = {
  accountId: 'a1',
  username: '2026001',
  userName: '李明',
  nickname: '',
  identityTypeCode: 'student',
  orgName: '计科2301班',
  orgPath: '示范大学 / 计算机科学与技术学院 / 计科2301班',
  mobile: '',
  email: '',
  avatarUrl: '',
  createdAt: '2026-01-01T00:00:00.000Z',
}

describe('ProfileStore', () => {
  it('loads the profile, takes a new avatar at once and forgets it on reset', async () => {
    const store = new ProfileStore({ getMeUser: async () => me })
    await store.load()
    expect(store.me?.orgName).toBe('计科2301班')
    store.setAvatarUrl('/personal/api/v1/personal/user/info/portrait/a1?v=2')
    expect(store.avatarUrl).toContain('?v=2')
    store.reset()
    expect(store.avatarUrl).toBe('')
  })

  it('takes a saved nickname at once; the official name stays', async () => {
    const store = new ProfileStore({ getMeUser: async () => me })
    expect(store.nickname).toBe('')
    await store.load()
    store.setNickname('小明')
    expect(store.nickname).toBe('小明')
    expect(store.me?.userName).toBe('李明')
  })
})

describe('profileFeature', () => {
  it('is one instance per root store, loads through the transport a test passes, and forgets the person at sign-out', async () => {
    const getMeUser = jest.fn(async () => me)
    const root = new RootStore({ profile: { getMeUser } })
    const profile = root.feature(profileFeature)
    expect(root.feature(profileFeature)).toBe(profile)
    await profile.load()
    expect(getMeUser).toHaveBeenCalledTimes(1)
    expect(profile.me?.userName).toBe('李明')
    root.onSignedOut()
    expect(profile.me).toBeNull()
  })
})

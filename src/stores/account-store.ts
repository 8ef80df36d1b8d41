import { makeAutoObservable } from 'mobx'
import { clearToken, decodeTokenPayload, isTokenValid, readToken, saveToken, tokenIdentity } from '@/lib/token'
import type { IdentityCode } from '@/lib/identity-names'
import type { RootStore } from './root-store'

/** One account behind a login (several accounts can share a mobile number). */
export interface AccountChoice {
  accountId: string
  username: string
  userName: string
  identityTypeCode: IdentityCode
  identityTypeName?: string
}

/** Spec §3: token, user, accounts, cid, nonce, type, logout flag. */
export class AccountStore {
  token: string | null = null
  accounts: AccountChoice[] = []
  cid = ''
  nonce = ''
  /** How the current login started: 'password' | 'sms' | 'wechat' | 'cas'. */
  type = ''
  /** Set on system logout: stops unread refreshes until the next login. */
  isSysLogout = false

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AccountStore, 'root'>(this, { root: false }, { autoBind: true })
    this.token = readToken()
  }

  get payload() {
    return this.token ? decodeTokenPayload(this.token) : null
  }

  get isSignedIn(): boolean {
    return !!this.token && isTokenValid(this.token)
  }

  get identity(): IdentityCode | undefined {
    return this.payload ? tokenIdentity(this.payload) : undefined
  }

  get username(): string {
    return (this.payload?.sub as string) ?? ''
  }

  get displayName(): string {
    return (this.payload?.ATTR_userName as string) || this.username
  }

  signIn(token: string) {
    saveToken(token)
    this.token = token
    this.isSysLogout = false
    this.accounts = []
    this.cid = ''
  }

  setChoice(accounts: AccountChoice[], cid: string) {
    this.accounts = accounts
    this.cid = cid
  }

  setNonce(nonce: string, type?: string) {
    this.nonce = nonce
    if (type) this.type = type
  }

  /** Re-reads the token (another tab or the entry page may have changed it). */
  refresh() {
    this.token = readToken()
  }

  signOut() {
    clearToken()
    this.token = null
    this.accounts = []
    this.cid = ''
    this.nonce = ''
    this.type = ''
    this.isSysLogout = true
    this.root.onSignedOut()
  }
}

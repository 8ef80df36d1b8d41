export const SCHOOL_BASE: string
export const PEOPLE_BASE: string
export const GROUP_BASE: string
export const ROOT_DN: string
export const READER_DN: string
export const READER_PASSWORD: string
export const DIRECTORY_PASSWORD: string
export const DISABLED_FILTER: string

export interface GeneratedPerson {
  uid: string
  dn: string
  name: string
  identity: 'student' | 'teacher'
  classCode: string | null
  collegeCode: string
  mobile: string
}

export function schoolDirectory(options?: { people?: number }): {
  ldif: string
  persons: GeneratedPerson[]
  classes: { code: string; name: string; collegeCode: string }[]
  groups: { cn: string; description: string; members: string[] }[]
}

export function toLdif(entries: { dn: string; attrs: Record<string, string | string[]> }[]): string

export interface Slapd {
  url: string
  port: number
  pid: number
  env: Record<string, string>
  modify: (ldif: string) => Promise<void>
  add: (ldif: string) => Promise<void>
  stop: () => Promise<void>
}

export function startSlapd(options?: { ldif?: string }): Promise<Slapd>

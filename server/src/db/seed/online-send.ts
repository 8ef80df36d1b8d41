import { inArray, notLike } from 'drizzle-orm'
import type { Database } from '../client'
import { CAMPUS_ORG_PREFIX } from './campus/vocabulary'
import { accounts, orgUnits, userGroupMembers, userGroups, type GroupMemberRole } from '../schema/index'
import { hashPassword } from '../../lib/auth/passwords'
import { spellMissingNames } from '../../lib/common/person-spellings'
import { DEMO_PASSWORD } from './accounts'

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍鹏辉建红飞鑫波宇浩凯健俊帆帅旭宁龙林欣晨瑶婷雪琳晶妍茜雯子轩梓涵一诺依然思远博文嘉怡雨桐佳琪若曦浩然天佑文静梦洁志强海峰晓东'

/** Classes added for the generated students, under the existing colleges. */
export const EXTRA_CLASSES: Array<{ code: string; name: string; parentCode: string }> = [
  { code: 'sfdx-cs-2401', name: '计科2401班', parentCode: 'sfdx-cs' },
  { code: 'sfdx-cs-se2401', name: '软工2401班', parentCode: 'sfdx-cs' },
  { code: 'sfdx-em-acc2401', name: '会计2401班', parentCode: 'sfdx-em' },
  { code: 'sfdx-em-fin2301', name: '金融2301班', parentCode: 'sfdx-em' },
  { code: 'sfdx-fl-en2401', name: '英语2401班', parentCode: 'sfdx-fl' },
  { code: 'sfdx-me-md2401', name: '机设2401班', parentCode: 'sfdx-me' },
]

const STUDENTS_PER_CLASS = 110
const STAFF_PER_UNIT = 18

/** Deterministic pseudo-random numbers (mulberry32), so every start generates the same people. */
function randomFrom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function nameOf(random: () => number): string {
  const surname = SURNAMES[Math.floor(random() * SURNAMES.length)]!
  const given = Array.from({ length: random() < 0.55 ? 2 : 1 }, () => GIVEN[Math.floor(random() * GIVEN.length)]).join('')
  return surname + given
}

export interface GeneratedPerson {
  username: string
  displayName: string
  identityTypeCode: 'student' | 'teacher'
  mobile: string
  email: string
  orgCode: string
}

/** ≥ 2,000 people: students in every class, teachers and staff in every department and office. */
export function generatePeople(units: Array<{ code: string; kind: string }>): GeneratedPerson[] {
  const random = randomFrom(20261123)
  const people: GeneratedPerson[] = []
  const classes = units.filter((unit) => unit.kind === 'class')
  const staffUnits = units.filter((unit) => unit.kind === 'department' || unit.kind === 'office')
  classes.forEach((unit, classIndex) => {
    for (let i = 1; i <= STUDENTS_PER_CLASS; i++) {
      const username = `3${String(classIndex + 1).padStart(2, '0')}${String(i).padStart(4, '0')}`
      people.push({
        username,
        displayName: nameOf(random),
        identityTypeCode: 'student',
        mobile: `137${username.padStart(8, '0')}`,
        email: `${username}@stu.sfdx.edu.cn`,
        orgCode: unit.code,
      })
    }
  })
  // Staff numbers from t5001 up: the hand-written demo staff (t1001, t1002, the division workbench's t3xxx) keep theirs.
  staffUnits.forEach((unit, unitIndex) => {
    for (let i = 1; i <= STAFF_PER_UNIT; i++) {
      const username = `t${5000 + unitIndex * 100 + i}`
      people.push({
        username,
        displayName: nameOf(random),
        identityTypeCode: 'teacher',
        mobile: `136${String(5000 + unitIndex * 100 + i).padStart(8, '0')}`,
        email: `${username}@sfdx.edu.cn`,
        orgCode: unit.code,
      })
    }
  })
  return people
}

interface DemoGroup {
  code: string
  name: string
  owner: string
  shared: boolean
  managers: string[]
  /** Members by username, or whole units whose people join. */
  members: string[]
  memberUnits: string[]
}

const DEMO_GROUPS: DemoGroup[] = [
  {
    code: 'grp-se-research',
    name: '软件工程课题组',
    owner: 't1001',
    shared: false,
    managers: ['t5001'],
    members: ['2026001', 't5002', 't5003'],
    memberUnits: [],
  },
  {
    code: 'grp-cs-counsellors',
    name: '计算机学院辅导员',
    owner: 't1001',
    shared: true,
    managers: ['t5101'],
    members: [],
    memberUnits: ['sfdx-cs-ai'],
  },
  {
    code: 'grp-nic-duty',
    name: '网络中心值班组',
    owner: 'admin',
    shared: true,
    managers: ['t1001'],
    members: [],
    memberUnits: ['sfdx-nic'],
  },
  {
    code: 'grp-study',
    name: '学习小组',
    owner: '2026001',
    shared: false,
    managers: [],
    members: ['2026002', '3010002', '3010003'],
    memberUnits: [],
  },
]

/** The online-send demo (its message types are system data, seed/system.ts): more classes, the generated people, their spellings and groups. */
export async function seedOnlineSend(db: Database): Promise<void> {
  const count = await db.$count(orgUnits)
  await db
    .insert(orgUnits)
    .values(EXTRA_CLASSES.map((unit, index) => ({ ...unit, kind: 'class' as const, sort: count + index })))
    .onConflictDoNothing({ target: orgUnits.code })

  // The demo's people fill the demo's units only: the campus data set's units (seed/campus) have their own people.
  const units = await db
    .select({ code: orgUnits.code, kind: orgUnits.kind })
    .from(orgUnits)
    .where(notLike(orgUnits.code, `${CAMPUS_ORG_PREFIX}%`))
    .orderBy(orgUnits.sort, orgUnits.code)
  const people = generatePeople(units)
  const existing = new Set((await db.select({ username: accounts.username }).from(accounts)).map((row) => row.username))
  const missing = people.filter((person) => !existing.has(person.username))
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD)
    for (let i = 0; i < missing.length; i += 500) {
      await db
        .insert(accounts)
        .values(missing.slice(i, i + 500).map((person) => ({ ...person, passwordHash })))
        .onConflictDoNothing({ target: accounts.username })
    }
  }

  await spellMissingNames(db)

  const known = await db
    .select({ code: userGroups.code })
    .from(userGroups)
    .where(
      inArray(
        userGroups.code,
        DEMO_GROUPS.map((group) => group.code),
      ),
    )
  const seeded = new Set(known.map((row) => row.code))
  for (const group of DEMO_GROUPS.filter((candidate) => !seeded.has(candidate.code))) {
    const usernames = [group.owner, ...group.managers, ...group.members]
    const ids = await db
      .select({ id: accounts.id, username: accounts.username })
      .from(accounts)
      .where(inArray(accounts.username, usernames))
    const byName = new Map(ids.map((row) => [row.username, row.id]))
    const unitPeople = group.memberUnits.length
      ? await db.select({ id: accounts.id }).from(accounts).where(inArray(accounts.orgCode, group.memberUnits))
      : []
    const [row] = await db
      .insert(userGroups)
      .values({ code: group.code, name: group.name, ownerId: byName.get(group.owner)!, shared: group.shared })
      .returning({ id: userGroups.id })
    const roles = new Map<string, GroupMemberRole>()
    for (const person of unitPeople) roles.set(person.id, 'MEMBER')
    for (const name of group.members) if (byName.has(name)) roles.set(byName.get(name)!, 'MEMBER')
    for (const name of group.managers) if (byName.has(name)) roles.set(byName.get(name)!, 'MANAGERMENT')
    roles.set(byName.get(group.owner)!, 'OWNER')
    await db.insert(userGroupMembers).values([...roles].map(([accountId, role]) => ({ groupId: row!.id, accountId, role })))
  }
}

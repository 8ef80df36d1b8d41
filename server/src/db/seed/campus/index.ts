// A campus-sized data set (issue 37) on top of the demo institution: 40,000 students, 3,000 staff, 800 classes in 20
// colleges, 300 services, 20,000 articles, 2,000,000 message records, 300,000 schedule events, 100,000 applications,
// their to-dos and handling records, and the search documents of all of it — each size × `scale`.
//
// Rows are made inside PostgreSQL (INSERT … SELECT FROM generate_series): every choice is a deterministic
// pseudo-random number of the row number (hashtext), so two runs at one scale give the same data. Distributions are
// skewed the way a campus is: a few people get many messages and send many applications, a few services are
// everyone's favourite, recent days carry more messages than last term. People's pinyin and the search documents are
// made in node with the code that makes them in the normal path (spellName, the search sources and text segmentation).
//
// The demo seed must be in (its message types, service categories, news columns and organisation root are used);
// campus people are `cs000001`… (students) and `ct00001`… (staff), password Campus@2026 like the demo accounts.
import type { PoolClient } from 'pg'
import type { DatabaseHandle } from '../../client'
import { hashPassword } from '../../../lib/auth/passwords'
import { spellName } from '../../../lib/common/pinyin'
import { setUpSearch } from '../../../lib/search/search-indexer'
import { DEMO_PASSWORD } from '../accounts'
import { DEMO_SCHOOL_CODE } from '../organisation'
import { seedPolicyAcceptances } from '../personal'
import { CampusSearchWriter } from './search-documents'
import * as words from './vocabulary'

/** The issue's sizes at scale 1. */
export const CAMPUS_SIZES = {
  students: 40_000,
  staff: 3_000,
  classes: 800,
  colleges: 20,
  services: 300,
  articles: 20_000,
  messages: 2_000_000,
  events: 300_000,
  applications: 100_000,
  /** Personal to-dos: with the other searchable rows they make 500,000 search documents. */
  todos: 36_700,
} as const

export type CampusSizes = Record<keyof typeof CAMPUS_SIZES, number>

export const CAMPUS_PASSWORD = DEMO_PASSWORD
export const studentUsername = (n: number) => `cs${String(n).padStart(6, '0')}`
export const staffUsername = (n: number) => `ct${String(n).padStart(5, '0')}`

export interface CampusStep {
  table: string
  rows: number
  ms: number
}

export interface CampusSeedResult {
  scale: number
  sizes: CampusSizes
  steps: CampusStep[]
  totalMs: number
}

export function campusSizes(scale: number): CampusSizes {
  const sizes = Object.fromEntries(
    Object.entries(CAMPUS_SIZES).map(([key, value]) => [key, Math.max(1, Math.round(value * scale))]),
  ) as CampusSizes
  // Every college has at least one class and every class one student.
  sizes.colleges = Math.min(CAMPUS_SIZES.colleges, sizes.classes)
  sizes.classes = Math.min(sizes.classes, sizes.students)
  return sizes
}

/** Fills the database (migrated, with the demo seed) with the campus data set; refuses a database that has it. */
export async function seedCampus(
  handle: DatabaseHandle,
  options: { scale?: number; log?: (line: string) => void } = {},
): Promise<CampusSeedResult> {
  const scale = options.scale ?? 1
  if (!(scale > 0 && scale <= 10)) throw new Error(`scale must be above 0 and at most 10 (got ${scale})`)
  const log = options.log ?? (() => {})
  const sizes = campusSizes(scale)
  const started = Date.now()
  const steps: CampusStep[] = []

  const found = await handle.pool.query(`select 1 from accounts where username = $1`, [studentUsername(1)])
  if (found.rowCount) throw new Error('this database already holds the campus data set (cs000001 exists)')
  const school = await handle.pool.query(`select 1 from org_units where code = $1`, [DEMO_SCHOOL_CODE])
  if (!school.rowCount) throw new Error('the demo seed is missing (no organisation root): start the server once or seed the demo first')

  // The index of the demo data and the change triggers (what the server does at start): the seeded rows' documents
  // are written below, so the server must not find an empty index and rebuild everything at its start.
  await setUpSearch(handle.db)

  const client = await handle.pool.connect()
  try {
    const step = async (table: string, run: () => Promise<number>) => {
      const at = Date.now()
      const rows = await run()
      const ms = Date.now() - at
      steps.push({ table, rows, ms })
      log(`${table.padEnd(28)} ${String(rows).padStart(9)} rows  ${(ms / 1000).toFixed(1).padStart(6)} s`)
    }
    await prepareSession(client)
    await step('org_units', () => orgUnits(client, sizes))
    const passwordHash = await hashPassword(CAMPUS_PASSWORD)
    await step('accounts', () => withoutSearchTriggers(client, ['accounts'], () => accounts(client, sizes, passwordHash)))
    await step('person_spellings', () => personSpellings(client))
    // As the demo seed does at every start: the people have accepted the current privacy policy and user agreement.
    await step('agreement_acceptances', async () => {
      const before = await countRows(client, 'agreement_acceptances')
      await seedPolicyAcceptances(handle.db)
      return (await countRows(client, 'agreement_acceptances')) - before
    })
    await step('services', () => withoutSearchTriggers(client, ['services'], () => services(client, sizes)))
    await step('service_favourites', () => favourites(client, sizes))
    await step('cms_articles', () => withoutSearchTriggers(client, ['cms_articles'], () => articles(client, sizes)))
    await step('message_records', () => messages(client, sizes, log))
    await step('schedule_calendars', () => calendars(client))
    await step('schedule_events', () => withoutSearchTriggers(client, ['schedule_events'], () => events(client, sizes)))
    await step('flow_applications', () =>
      withoutSearchTriggers(client, ['flow_applications', 'flow_tasks'], () => applications(client, sizes)),
    )
    await step('personal_todos', () => withoutSearchTriggers(client, ['personal_todos'], () => todos(client, sizes)))
    const writer = new CampusSearchWriter(handle.db, client)
    await step('search_documents', () => searchDocuments(client, writer, log))
    await step('vacuum analyze', async () => {
      for (const table of TOUCHED) await client.query(`vacuum analyze ${table}`)
      return 0
    })
    // Cached search answers of the old index version must not be served.
    await client.query(`select nextval('search_index_version'), pg_notify('portal_search_changed', '')`)
  } finally {
    await client.query('drop table if exists campus_words, campus_people, campus_types, campus_services, campus_calendars').catch(() => {})
    client.release()
  }
  const totalMs = Date.now() - started
  log(`${'total'.padEnd(28)} ${' '.repeat(15)}${(totalMs / 1000).toFixed(1).padStart(6)} s`)
  return { scale, sizes, steps, totalMs }
}

const TOUCHED = [
  'org_units',
  'accounts',
  'person_spellings',
  'agreement_acceptances',
  'services',
  'service_favourites',
  'cms_articles',
  'message_records',
  'schedule_calendars',
  'schedule_events',
  'flow_applications',
  'flow_tasks',
  'flow_actions',
  'personal_todos',
  'search_documents',
]

/**
 * Runs `fill` with the tables' search triggers (search_<table>_changed, which queue every row for the indexer) off, in
 * one transaction: the documents of the seeded rows are written in bulk afterwards instead.
 */
async function withoutSearchTriggers(client: PoolClient, tables: string[], fill: () => Promise<number>): Promise<number> {
  const found = await client.query<{ table: string; trigger: string }>(
    `select c.relname as table, t.tgname as trigger from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where c.relname = any($1::text[]) and t.tgname = 'search_' || c.relname || '_changed'`,
    [tables],
  )
  await client.query('begin')
  try {
    for (const { table, trigger } of found.rows) await client.query(`alter table ${table} disable trigger ${trigger}`)
    const rows = await fill()
    for (const { table, trigger } of found.rows) await client.query(`alter table ${table} enable trigger ${trigger}`)
    await client.query('commit')
    return rows
  } catch (error) {
    await client.query('rollback')
    throw error
  }
}

/** Session helpers: r(salt, n) is a deterministic number in [0, 1) for row n; pick(list, x) an element by such a number. */
async function prepareSession(client: PoolClient): Promise<void> {
  await client.query(`
    create or replace function pg_temp.r(salt text, n bigint) returns float8 language sql immutable parallel safe as
      $$ select (hashtext(salt || n::text)::float8 + 2147483648) / 4294967296 $$`)
  await client.query(`
    create or replace function pg_temp.pick(list text[], x float8) returns text language sql immutable parallel safe as
      $$ select list[1 + floor(x * array_length(list, 1))::int] $$`)
  await client.query(
    `create temp table campus_words as select $1::text[] as surnames, $2::text[] as given, $3::text[] as colleges,
       $4::text[] as college_short, $5::text[] as offices, $6::text[] as topics, $7::text[] as kinds, $8::text[] as places,
       $9::text[] as courses, $10::text[] as event_kinds, $11::text[] as service_actions, $12::text[] as todo_actions`,
    [
      words.SURNAMES,
      words.GIVEN,
      words.COLLEGES,
      words.COLLEGE_SHORT,
      words.OFFICES,
      words.TOPICS,
      words.KINDS,
      words.PLACES,
      words.COURSES,
      words.EVENT_KINDS,
      words.SERVICE_ACTIONS,
      words.TODO_ACTIONS,
    ],
  )
}

const count = (result: { rowCount: number | null }) => result.rowCount ?? 0
const countRows = async (client: PoolClient, table: string) =>
  Number((await client.query(`select count(*) as n from ${table}`)).rows[0]?.n ?? 0)
const collegeCode = (sqlInt: string) => `'${words.CAMPUS_ORG_PREFIX}c' || lpad((${sqlInt})::text, 2, '0')`

/** 20 colleges under the school, two offices in each (where the staff sit), and the classes spread over them. */
async function orgUnits(client: PoolClient, s: CampusSizes): Promise<number> {
  let rows = count(
    await client.query(
      `insert into org_units (code, name, parent_code, kind, sort)
       select ${collegeCode('c')}, w.colleges[c], $1, 'college', 100 + c from generate_series(1, $2::int) c, campus_words w`,
      [DEMO_SCHOOL_CODE, s.colleges],
    ),
  )
  rows += count(
    await client.query(
      `insert into org_units (code, name, parent_code, kind, sort)
       select ${collegeCode('c')} || '-d' || d, w.colleges[c] || (array['教学办公室', '学生工作办公室'])[d], ${collegeCode('c')},
              'department', d
       from generate_series(1, $1::int) c, generate_series(1, 2) d, campus_words w`,
      [s.colleges],
    ),
  )
  // Class k: college (k-1) % colleges + 1, entry year 22–25, then a number within the college and year.
  rows += count(
    await client.query(
      `insert into org_units (code, name, parent_code, kind, sort)
       select ${collegeCode('c')} || '-k' || lpad(k::text, 4, '0'),
              w.college_short[c] || (22 + ((k - 1) / $2::int) % 4)::text || lpad(((k - 1) / ($2::int * 4) + 1)::text, 2, '0') || '班',
              ${collegeCode('c')}, 'class', k
       from generate_series(1, $1::int) k, lateral (select (k - 1) % $2::int + 1 as c) x, campus_words w`,
      [s.classes, s.colleges],
    ),
  )
  return rows
}

/** Students in classes, staff in their college's offices; Chinese names drawn from the surname and given-name lists. */
async function accounts(client: PoolClient, s: CampusSizes, passwordHash: string): Promise<number> {
  const name = (salt: string) =>
    `pg_temp.pick(w.surnames, pg_temp.r('${salt}s', g)) || pg_temp.pick(w.given, pg_temp.r('${salt}g', g)) ||
     case when pg_temp.r('${salt}l', g) < 0.7 then pg_temp.pick(w.given, pg_temp.r('${salt}h', g)) else '' end`
  let rows = count(
    await client.query(
      `insert into accounts (username, display_name, identity_type_code, mobile, email, org_code, password_hash, created_at)
       select 'cs' || lpad(g::text, 6, '0'), ${name('s')}, 'student', '150' || lpad(g::text, 8, '0'),
              'cs' || lpad(g::text, 6, '0') || '@stu.campus.edu.cn',
              ${collegeCode('(k - 1) % $3::int + 1')} || '-k' || lpad(k::text, 4, '0'), $4, now() - interval '400 days'
       from generate_series(1, $1::int) g, lateral (select (g - 1) % $2::int + 1 as k) x, campus_words w`,
      [s.students, s.classes, s.colleges, passwordHash],
    ),
  )
  rows += count(
    await client.query(
      `insert into accounts (username, display_name, identity_type_code, mobile, email, org_code, password_hash, created_at)
       select 'ct' || lpad(g::text, 5, '0'), ${name('t')}, 'teacher', '151' || lpad(g::text, 8, '0'),
              'ct' || lpad(g::text, 5, '0') || '@campus.edu.cn', ${collegeCode('(g - 1) % $2::int + 1')} || '-d' || (1 + ((g - 1) / $2::int) % 2),
              $3, now() - interval '2000 days'
       from generate_series(1, $1::int) g, campus_words w`,
      [s.staff, s.colleges, passwordHash],
    ),
  )
  // Row numbers for the generators below: kind s (students) and t (staff), n from 1; college of each.
  await client.query(`
    create temp table campus_people as
    select left(substr(username, 2), 1) as kind, substr(username, 3)::int as n, id, display_name as name,
           substring(org_code from 'campus-c(\\d+)')::int as college
    from accounts where username ~ '^c[st][0-9]+$'`)
  await client.query(`alter table campus_people add primary key (kind, n)`)
  await client.query(`analyze campus_people`)
  return rows
}

/** Full pinyin and initials of every campus person's name (people search, alphabetical grouping), as the demo seed does. */
async function personSpellings(client: PoolClient): Promise<number> {
  const { rows } = await client.query<{ id: string; name: string }>(`select id, name from campus_people`)
  const memo = new Map<string, { spelling: string; initials: string }>()
  let written = 0
  for (let start = 0; start < rows.length; start += 10_000) {
    const batch = rows.slice(start, start + 10_000)
    const spelled = batch.map((row) => {
      let found = memo.get(row.name)
      if (!found) memo.set(row.name, (found = spellName(row.name)))
      return found
    })
    written += count(
      await client.query(
        `insert into person_spellings (account_id, spelling, initials)
         select * from unnest($1::uuid[], $2::text[], $3::text[]) on conflict do nothing`,
        [batch.map((row) => row.id), spelled.map((s) => s.spelling), spelled.map((s) => s.initials)],
      ),
    )
  }
  return written
}

/**
 * Services named from topics and actions, each taking its hand-off (how it opens, icon, hours, audience, guide) from
 * one of the demo services in turn, so every one of them opens like a real one.
 */
async function services(client: PoolClient, s: CampusSizes): Promise<number> {
  const rows = count(
    await client.query(
      `with demo as (select row_number() over (order by service_id) as i, * from services),
            total as (select count(*)::int as n from services),
            categories as (select row_number() over (order by sort, code) as i, code from service_categories),
            category_total as (select count(*)::int as n from service_categories)
       insert into services (service_name, card_image, run_time, contact_information, service_type, service_no, service_source,
         load_path, engine_type, app_id, icon_url, path, title, token_trans_type, attachment_url, app_type, "desc", share_url,
         force_recommend, sort, status, category_code, identities, keywords, open_hours, maintenance_notice, third_party,
         campus_network, guide)
       select nm.name, d.card_image, d.run_time, d.contact_information, d.service_type, 'CS' || lpad(g::text, 4, '0'), nm.office,
              d.load_path, d.engine_type, d.app_id, d.icon_url, d.path, nm.name, d.token_trans_type, d.attachment_url, d.app_type,
              nm.office || '提供的' || nm.topic || '在线' || nm.action || '服务', '', false, 100 + g, 'published', c.code, d.identities,
              nm.topic || ' ' || nm.action, d.open_hours, '', d.third_party, d.campus_network, d.guide
       from generate_series(1, $1::int) g
       cross join campus_words w
       cross join total
       cross join category_total
       join demo d on d.i = (g - 1) % total.n + 1
       join categories c on c.i = (g - 1) % category_total.n + 1
       cross join lateral (
         select w.topics[(g - 1) % array_length(w.topics, 1) + 1] as topic,
                w.service_actions[((g - 1) / array_length(w.topics, 1)) % array_length(w.service_actions, 1) + 1] as action,
                w.offices[((g - 1) / 7) % array_length(w.offices, 1) + 1] as office
       ) parts
       cross join lateral (
         select parts.topic || parts.action ||
                case when g > array_length(w.topics, 1) * array_length(w.service_actions, 1) then '（' || parts.office || '）' else '' end
                as name, parts.topic, parts.action, parts.office
       ) nm`,
      [s.services],
    ),
  )
  await client.query(`
    create temp table campus_services as
    select row_number() over (order by service_id)::int as n, service_id from services where service_no ~ '^CS[0-9]{4}$'`)
  return rows
}

/** Favourites (我的服务): six people in ten keep one to six, mostly the same popular services. */
async function favourites(client: PoolClient, s: CampusSizes): Promise<number> {
  return count(
    await client.query(
      `insert into service_favourites (account_id, service_id, position)
       select p.id, sv.service_id, k
       from campus_people p
       cross join lateral generate_series(1, 1 + floor(pg_temp.r('fk' || p.kind, p.n) * 6)::int) k
       join campus_services sv on sv.n = 1 + floor($1::int * power(pg_temp.r('fv' || p.kind || k, p.n), 3))::int
       where pg_temp.r('fp' || p.kind, p.n) < 0.6
       on conflict do nothing`,
      [s.services],
    ),
  )
}

/** Articles over the past year in the enabled columns; read counts skewed (a few read by thousands). */
async function articles(client: PoolClient, s: CampusSizes): Promise<number> {
  return count(
    await client.query(
      `with cols as (select row_number() over (order by sort, id) as i, id from cms_columns where enabled),
            total as (select count(*)::int as n from cols)
       insert into cms_articles (column_id, title, summary, content, release_dept_name, release_start_time, read_count, status,
                                 created_at, updated_at)
       select c.id, parts.unit || '关于' || parts.topic || parts.kind, parts.topic || parts.kind,
              '<p>' || parts.unit || '发布：' || parts.topic || '相关事项' || parts.kind || '，请相关师生留意。</p>',
              parts.unit, parts.at, floor(5 + 20000 * power(pg_temp.r('ar', g), 8))::int, 'published', parts.at, parts.at
       from generate_series(1, $1::int) g
       cross join campus_words w
       cross join total
       join cols c on c.i = (g - 1) % total.n + 1
       cross join lateral (
         select pg_temp.pick(w.colleges || w.offices, pg_temp.r('au', g)) as unit, pg_temp.pick(w.topics, pg_temp.r('at', g)) as topic,
                pg_temp.pick(w.kinds, pg_temp.r('ak', g)) as kind,
                now() - pg_temp.r('ad', g) * interval '365 days' as at
       ) parts`,
      [s.articles],
    ),
  )
}

/**
 * Message records: nine in ten to students, the rest to staff; recipients skewed (the busiest get thousands), types
 * those the person's identity may receive, recent weeks denser; older messages mostly read, recent ones half unread.
 */
async function messages(client: PoolClient, s: CampusSizes, log: (line: string) => void): Promise<number> {
  await client.query(`
    create temp table campus_types as
    select kind, row_number() over (partition by kind order by t.code)::int as n, t.code, t.name, t.app_id, a.name as app_name
    from message_types t join message_apps a on a.id = t.app_id
    cross join (values ('s', 'student'), ('t', 'teacher')) as k(kind, identity)
    where cardinality(t.identities) = 0 or k.identity = any(t.identities)`)
  const { rows } = await client.query<{ kind: string; n: number }>(`select kind, count(*)::int as n from campus_types group by kind`)
  const types = Object.fromEntries(rows.map((row) => [row.kind, row.n]))
  if (!types.s || !types.t) throw new Error('no message types for students or staff: is the demo seed in?')
  let written = 0
  const chunk = 250_000
  for (let from = 1; from <= s.messages; from += chunk) {
    const to = Math.min(s.messages, from + chunk - 1)
    written += count(
      await client.query(
        `insert into message_records (recipient_id, app_id, type_code, title, content, sender_name, created_at, read_at, starred)
         select p.id, t.app_id, t.code, t.name || '：' || pg_temp.pick(w.topics, pg_temp.r('mt', g)) || pg_temp.pick(w.kinds, pg_temp.r('mk', g)),
                '请登录' || t.app_name || '查看详情。', t.app_name, v.at,
                case when v.at < now() - interval '3 days' then
                       case when pg_temp.r('mr', g) < 0.93 then v.at + pg_temp.r('ms', g) * interval '2 days' end
                     when pg_temp.r('mr', g) < 0.45 then least(now(), v.at + interval '1 hour') end,
                pg_temp.r('mf', g) < 0.02
         from generate_series($1::int, $2::int) g
         cross join campus_words w
         cross join lateral (
           select case when pg_temp.r('mp', g) < 0.9 then 's' else 't' end as kind,
                  power(pg_temp.r('mn', g), 1.5) as who, power(pg_temp.r('my', g), 2) as what,
                  now() - power(pg_temp.r('mc', g), 1.5) * interval '120 days' as at
         ) v
         join campus_people p on p.kind = v.kind and p.n = 1 + floor((case v.kind when 's' then $3::int else $4::int end) * v.who)::int
         join campus_types t on t.kind = v.kind and t.n = 1 + floor((case v.kind when 's' then $5::int else $6::int end) * v.what)::int`,
        [from, to, s.students, s.staff, types.s, types.t],
      ),
    )
    if (to < s.messages) log(`  message_records ${to} / ${s.messages}`)
  }
  return written
}

/** Every campus person's default calendar (我的日程), which the schedule centre would create on first use. */
async function calendars(client: PoolClient): Promise<number> {
  const rows = count(
    await client.query(`
      insert into schedule_calendars (owner_kind, owner_account_id, name, is_default)
      select 'person', p.id, '我的日程', true from campus_people p
      where not exists (select 1 from schedule_calendars c where c.owner_account_id = p.id and c.is_default)`),
  )
  await client.query(`
    create temp table campus_calendars as
    select p.kind, p.n, p.id as account_id, c.id as calendar_id
    from campus_people p join schedule_calendars c on c.owner_account_id = p.id and c.is_default`)
  await client.query(`alter table campus_calendars add primary key (kind, n)`)
  return rows
}

/**
 * Events over a term of 18 weeks around today (China time): one in five a weekly course series of 16 weeks
 * (FREQ=WEEKLY;COUNT=16), the rest single meetings, talks and duties of one or two hours.
 */
async function events(client: PoolClient, s: CampusSizes): Promise<number> {
  return count(
    await client.query(
      `insert into schedule_events (calendar_id, created_by, title, start_at, end_at, location, notes, rrule, last_end_at, reminders, uid)
       select c.calendar_id, c.account_id, e.title, e.start_at, e.end_at, e.location, '', e.rrule,
              case when e.rrule is null then e.end_at else e.end_at + interval '15 weeks' end,
              case when pg_temp.r('er', g) < 0.3 then '{15}'::int[] else '{}'::int[] end, 'campus-' || g || '@campus.portal'
       from generate_series(1, $1::int) g
       cross join campus_words w
       cross join lateral (
         select case when pg_temp.r('ep', g) < 0.85 then 's' else 't' end as kind, power(pg_temp.r('en', g), 1.3) as who,
                pg_temp.r('es', g) < 0.2 as series,
                date_trunc('week', now() at time zone 'Asia/Shanghai') - interval '8 weeks' as term_start
       ) v
       join campus_calendars c on c.kind = v.kind and c.n = 1 + floor((case v.kind when 's' then $2::int else $3::int end) * v.who)::int
       cross join lateral (
         select case when v.series
                  then (v.term_start + floor(pg_temp.r('ed', g) * 5) * interval '1 day'
                          + (array[8, 10, 14, 16, 19])[1 + floor(pg_temp.r('eh', g) * 5)::int] * interval '1 hour') at time zone 'Asia/Shanghai'
                  else (v.term_start + floor(pg_temp.r('ed', g) * 126) * interval '1 day' + (8 + floor(pg_temp.r('eh', g) * 12)) * interval '1 hour'
                          + case when pg_temp.r('em', g) < 0.5 then interval '30 minutes' else interval '0' end) at time zone 'Asia/Shanghai'
                end as start_at
       ) t
       cross join lateral (
         select case when v.series then pg_temp.pick(w.courses, pg_temp.r('et', g))
                     else pg_temp.pick(w.topics, pg_temp.r('et', g)) || pg_temp.pick(w.event_kinds, pg_temp.r('ek', g)) end as title,
                t.start_at,
                t.start_at + case when v.series then interval '95 minutes' else (1 + floor(pg_temp.r('el', g) * 2)) * interval '1 hour' end as end_at,
                pg_temp.pick(w.places, pg_temp.r('eo', g)) || ' ' || (100 + floor(pg_temp.r('eq', g) * 400))::int as location,
                case when v.series then 'FREQ=WEEKLY;COUNT=16' end as rrule
       ) e`,
      [s.events, s.students, s.staff],
    ),
  )
}

/**
 * Applications of students: leave (辅导员审批 → 学院领导审批, handled by staff of the student's college) and enrolment
 * proofs (学院教务审核); a quarter in flight, most finished, some rejected; their to-dos and handling records.
 */
async function applications(client: PoolClient, s: CampusSizes): Promise<number> {
  const before = Number((await client.query(`select coalesce(max(id), 0) as id from flow_applications`)).rows[0]?.id ?? 0)
  // Staff n of a college c: its leader is n = c, its counsellors c + colleges × k (k ≥ 1) while there are staff.
  const staffOf = (k: string) => `case when p.college + $3::int * (${k}) <= $2::int then p.college + $3::int * (${k}) else p.college end`
  const rows = count(
    await client.query(
      `insert into flow_applications (id, serial_no, type, title, initiator_id, form, route, status, current_step, version,
                                      created_at, submitted_at, finished_at, updated_at, definition_version_id)
       select x.id, (case x.type when 'leave' then 'QJ' else 'ZD' end) || to_char(x.at at time zone 'Asia/Shanghai', 'YYYYMMDD')
                || lpad(x.id::text, greatest(5, length(x.id::text)), '0'),
              x.type, p.name || case x.type when 'leave' then '的请假申请' else '的在读证明' end, p.id,
              case x.type when 'leave' then jsonb_build_object(
                  'leaveType', (array['事假', '病假', '公假', '其他'])[1 + floor(pg_temp.r('fl', x.g) * 4)::int],
                  'startTime', to_char((x.at + interval '1 day') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                  'endTime', to_char((x.at + interval '3 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                  'reason', pg_temp.pick(w.topics, pg_temp.r('fr', x.g)) || '，需请假处理相关事务。',
                  'destination', pg_temp.pick(w.places, pg_temp.r('fd', x.g)), 'contactPhone', '150' || lpad(p.n::text, 8, '0'))
                else jsonb_build_object(
                  'purpose', (array['出国留学', '签证办理', '实习求职', '其他'])[1 + floor(pg_temp.r('fu', x.g) * 4)::int],
                  'language', (array['中文', '英文'])[1 + floor(pg_temp.r('fg', x.g) * 2)::int], 'copies', 1 + floor(pg_temp.r('fc', x.g) * 3)::int,
                  'remark', '')
              end,
              case x.type when 'leave' then jsonb_build_array(
                  jsonb_build_object('name', '辅导员审批', 'handlerIds', jsonb_build_array(counsellor.id)),
                  jsonb_build_object('name', '学院领导审批', 'handlerIds', jsonb_build_array(leader.id)))
                else jsonb_build_array(jsonb_build_object('name', '学院教务审核', 'handlerIds', jsonb_build_array(counsellor.id)))
              end,
              x.status, x.step, 1 + x.step + (x.status <> 'progress')::int, x.at, x.at,
              case when x.status <> 'progress' then least(now(), x.at + (x.step + 1) * interval '6 hours') end,
              case when x.status <> 'progress' then least(now(), x.at + (x.step + 1) * interval '6 hours') else x.at + x.step * interval '6 hours' end,
              (select fv.id from form_definition_versions fv where fv.code = x.type and fv.version = 1)
       from (
         select g, nextval(pg_get_serial_sequence('flow_applications', 'id')) as id, v.type, v.status,
                case when v.status = 'finish' then (v.type = 'leave')::int
                     when v.type = 'leave' then floor(pg_temp.r('fp', g) * 2)::int else 0 end as step,
                now() - interval '1 hour' - power(pg_temp.r('fa', g), 1.2) * interval '120 days' as at,
                1 + floor($4::int * power(pg_temp.r('fi', g), 1.3))::int as initiator
         from generate_series(1, $1::int) g
         cross join lateral (
           select case when pg_temp.r('ft', g) < 0.7 then 'leave' else 'enrolmentProof' end as type,
                  case when pg_temp.r('fs', g) < 0.25 then 'progress' when pg_temp.r('fs', g) < 0.92 then 'finish' else 'break' end as status
         ) v
       ) x
       cross join campus_words w
       join campus_people p on p.kind = 's' and p.n = x.initiator
       join campus_people counsellor on counsellor.kind = 't'
         and counsellor.n = ${staffOf(`1 + floor(pg_temp.r('fh', x.g) * greatest(1, $2::int / $3::int - 1))::int`)}
       join campus_people leader on leader.kind = 't' and leader.n = least($2::int, p.college)`,
      [s.applications, s.staff, s.colleges, s.students],
    ),
  )
  // A task for each step reached: done steps approved, the current one pending (in flight) or rejected (break).
  await client.query(
    `insert into flow_tasks (application_id, step_index, step_name, handler_id, status, opinion, created_at, handled_at)
     select a.id, st, a.route -> st ->> 'name', (a.route -> st -> 'handlerIds' ->> 0)::uuid,
            case when st < a.current_step or a.status = 'finish' then 'approved' when a.status = 'break' then 'rejected' else 'pending' end,
            case when st < a.current_step or a.status = 'finish' then '同意。' when a.status = 'break' then '材料不全，请补充后重新申请。' else '' end,
            a.submitted_at + st * interval '6 hours',
            case when st < a.current_step or a.status <> 'progress' then least(now(), a.submitted_at + (st + 1) * interval '6 hours') end
     from flow_applications a cross join lateral generate_series(0, a.current_step) st
     where a.id > $1`,
    [before],
  )
  await client.query(
    `insert into flow_actions (application_id, step_name, actor_id, action, opinion, created_at)
     select id, '发起申请', initiator_id, 'submit', '', submitted_at from flow_applications where id > $1
     union all
     select application_id, step_name, handler_id, case status when 'approved' then 'approve' else 'reject' end, opinion, handled_at
     from flow_tasks where application_id > $1 and status <> 'pending'`,
    [before],
  )
  return rows
}

/** Personal to-dos (个人待办) of students and staff, half of them done. */
async function todos(client: PoolClient, s: CampusSizes): Promise<number> {
  return count(
    await client.query(
      `insert into personal_todos (creator_id, title, content, due_at, done, completed_at, created_at)
       select p.id, '提交' || pg_temp.pick(w.topics, pg_temp.r('tt', g)) || pg_temp.pick(w.todo_actions, pg_temp.r('ta', g)),
              pg_temp.pick(w.offices, pg_temp.r('to', g)) || '要求的' || pg_temp.pick(w.topics, pg_temp.r('tt', g)) || '事项',
              v.at + (1 + floor(pg_temp.r('tu', g) * 30)) * interval '1 day', v.done,
              case when v.done then least(now(), v.at + interval '1 day') end, v.at
       from generate_series(1, $1::int) g
       cross join campus_words w
       cross join lateral (
         select case when pg_temp.r('tp', g) < 0.8 then 's' else 't' end as kind, power(pg_temp.r('tn', g), 1.3) as who,
                now() - pg_temp.r('tc', g) * interval '60 days' as at, pg_temp.r('td', g) < 0.45 as done
       ) v
       join campus_people p on p.kind = v.kind and p.n = 1 + floor((case v.kind when 's' then $2::int else $3::int end) * v.who)::int`,
      [s.todos, s.students, s.staff],
    ),
  )
}

/** The search documents of every seeded row (people, services, news, schedule events, applications, to-dos). */
async function searchDocuments(client: PoolClient, writer: CampusSearchWriter, log: (line: string) => void): Promise<number> {
  const ids = async (query: string) => (await client.query<{ id: string }>(query)).rows.map((row) => row.id)
  let written = 0
  const parts: Array<[Parameters<CampusSearchWriter['index']>[0], string]> = [
    ['person', `select id::text as id from campus_people order by kind, n`],
    ['service', `select service_id::text as id from campus_services order by n`],
    ['news', `select id::text as id from cms_articles where content like '<p>%发布：%请相关师生留意。</p>' order by id`],
    ['schedule', `select 'event:' || e.id as id from schedule_events e where e.uid like 'campus-%@campus.portal' order by e.id`],
    [
      'task',
      `select 'flow:' || id as id from flow_applications where serial_no ~ '^(QJ|ZD)' and id > 0 and initiator_id in (select id from campus_people) order by id`,
    ],
    ['task', `select 'todo:' || id as id from personal_todos where creator_id in (select id from campus_people) order by id`],
  ]
  for (const [type, query] of parts) {
    const at = Date.now()
    const sourceIds = await ids(query)
    const n = await writer.index(type, sourceIds)
    written += n
    log(`  search ${type.padEnd(9)} ${String(n).padStart(8)} documents  ${((Date.now() - at) / 1000).toFixed(1)} s`)
  }
  return written
}

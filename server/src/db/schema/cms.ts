import { sql } from 'drizzle-orm'
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'

/** News columns (学校要闻, 通知公告 …). */
export const cmsColumns = pgTable('cms_columns', {
  id: serial('id').primaryKey(),
  columnCode: text('column_code').notNull().unique(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
})

export type ArticleStatus = 'published' | 'draft' | 'offline'
export type ArticleMediaType = 'article' | 'video' | 'gallery'

/** Articles; `content` is rich-text HTML stored already sanitised (lib/cms-sanitize). */
export const cmsArticles = pgTable(
  'cms_articles',
  {
    id: serial('id').primaryKey(),
    columnId: integer('column_id')
      .notNull()
      .references(() => cmsColumns.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    titleImage: text('title_image').notNull().default(''),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    releaseDeptName: text('release_dept_name').notNull().default(''),
    releaseStartTime: timestamp('release_start_time', { withTimezone: true }).notNull().defaultNow(),
    readCount: integer('read_count').notNull().default(0),
    url: text('url').notNull().default(''),
    mediaType: text('media_type').$type<ArticleMediaType>().notNull().default('article'),
    videoUrl: text('video_url').notNull().default(''),
    poster: text('poster').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: text('status').$type<ArticleStatus>().notNull().default('published'),
    /** Scheduled withdrawal: the portal stops showing a published article from this time (null: never). */
    offlineTime: timestamp('offline_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by every save: the operator console refuses an edit made against an older one (409). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cms_articles_column_release_idx').on(table.columnId, table.releaseStartTime.desc(), table.id.desc()),
    index('cms_articles_release_idx').on(table.releaseStartTime.desc(), table.id.desc()),
  ],
)

export const cmsSlides = pgTable('cms_slides', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  title: text('title').notNull(),
  link: text('link').notNull().default(''),
  contentId: integer('content_id').references(() => cmsArticles.id, { onDelete: 'set null' }),
  sort: integer('sort').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  /** Validity window (null: open on that side); the portal shows the row only inside it. */
  startTime: timestamp('start_time', { withTimezone: true }),
  endTime: timestamp('end_time', { withTimezone: true }),
  /** Set by every console save: an edit made against an older copy is refused (409). */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const cmsMarquees = pgTable('cms_marquees', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  link: text('link').notNull().default(''),
  contentId: integer('content_id').references(() => cmsArticles.id, { onDelete: 'set null' }),
  sort: integer('sort').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  /** Validity window (null: open on that side); the portal shows the row only inside it. */
  startTime: timestamp('start_time', { withTimezone: true }),
  endTime: timestamp('end_time', { withTimezone: true }),
  /** Set by every console save: an edit made against an older copy is refused (409). */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const cmsPopups = pgTable('cms_popups', {
  id: serial('id').primaryKey(),
  mediaType: text('media_type').$type<'image' | 'video'>().notNull().default('image'),
  image: text('image').notNull(),
  videoUrl: text('video_url').notNull().default(''),
  title: text('title').notNull(),
  link: text('link').notNull().default(''),
  startTime: timestamp('start_time', { withTimezone: true }).notNull(),
  endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** Identity codes (student, teacher, guest, admin) the pop-up is served to; empty = everyone, also signed out. */
  identities: text('identities')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  sort: integer('sort').notNull().default(1),
  /** Set by every console save: an edit made against an older copy is refused (409). */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const cmsFloatingBoxes = pgTable('cms_floating_boxes', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  iconUrl: text('icon_url').notNull(),
  /** Contains the placeholder `{idToken}`. */
  visitedUrl: text('visited_url').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** The portal shows the first enabled box inside its window, in this order. */
  sort: integer('sort').notNull().default(1),
  /** Validity window (null: open on that side); the portal shows the row only inside it. */
  startTime: timestamp('start_time', { withTimezone: true }),
  endTime: timestamp('end_time', { withTimezone: true }),
  /** Set by every console save: an edit made against an older copy is refused (409). */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const cmsFavorites = pgTable(
  'cms_favorites',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => cmsArticles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cms_favorites_account_content_idx').on(table.accountId, table.contentId),
    index('cms_favorites_account_created_idx').on(table.accountId, table.createdAt.desc()),
  ],
)

export const cmsHistory = pgTable(
  'cms_history',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => cmsArticles.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cms_history_account_content_idx').on(table.accountId, table.contentId),
    index('cms_history_account_viewed_idx').on(table.accountId, table.viewedAt.desc()),
  ],
)

export type TokenTransType = 'url' | 'header' | 'none'
/** 草稿 → 已发布 → 维护中 → 已下线 (issue 35); only published and maintenance services reach the portal. */
export type ServiceStatus = 'draft' | 'published' | 'maintenance' | 'offline'

/** Services (minimal; the service-centre slice extends this table). */
export const services = pgTable(
  'services',
  {
    serviceId: serial('service_id').primaryKey(),
    serviceName: text('service_name').notNull(),
    cardImage: text('card_image').notNull().default(''),
    runTime: text('run_time').notNull().default(''),
    contactInformation: text('contact_information').notNull().default(''),
    serviceType: text('service_type').notNull().default(''),
    serviceNo: text('service_no').notNull().unique(),
    serviceSource: text('service_source').notNull().default(''),
    loadPath: text('load_path').notNull().default(''),
    engineType: text('engine_type').notNull().default('h5'),
    appId: text('app_id').notNull().default(''),
    iconUrl: text('icon_url').notNull().default(''),
    path: text('path').notNull().default(''),
    title: text('title').notNull().default(''),
    tokenTransType: text('token_trans_type').$type<TokenTransType>().notNull().default('none'),
    attachmentUrl: text('attachment_url').notNull().default(''),
    appType: text('app_type').notNull().default(''),
    desc: text('desc').notNull().default(''),
    columnId: integer('column_id'),
    shareUrl: text('share_url').notNull().default(''),
    forceRecommend: boolean('force_recommend').notNull().default(false),
    sort: integer('sort').notNull().default(1),
    status: text('status').$type<ServiceStatus>().notNull().default('published'),
    /** Derived from `status` by the database (published or maintenance): what every portal query filters on. */
    enabled: boolean('enabled').generatedAlwaysAs(sql`status in ('published', 'maintenance')`),
    // Service centre (issue 10): category, who sees it, when it runs, how it is handled, its guide.
    categoryCode: text('category_code').notNull().default(''),
    /** Identity codes that see the service; empty = everyone. */
    identities: text('identities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    keywords: text('keywords').notNull().default(''),
    /** Opening hours for the open/closed state; null = always open. */
    openHours: jsonb('open_hours').$type<ServiceOpenHours>(),
    /** The notice users see instead of the service: set exactly while the status is maintenance. */
    maintenanceNotice: text('maintenance_notice').notNull().default(''),
    /** Third-party service: asks for the user's authorisation before its first use. */
    thirdParty: boolean('third_party').notNull().default(false),
    /** Reachable only on the campus network (VPN offered off campus). */
    campusNetwork: boolean('campus_network').notNull().default(false),
    guide: jsonb('guide').$type<ServiceGuideData>(),
    /**
     * When the service last changed; every update moves it forward (at least 1 ms, even within one transaction). The
     * console's editor sends back the value it loaded, and a save over a newer change is refused (409).
     */
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdateFn(() => sql`greatest(now(), "services"."updated_at" + interval '1 millisecond')`),
  },
  (table) => [
    check('services_status_check', sql`${table.status} in ('draft', 'published', 'maintenance', 'offline')`),
    check(
      'services_maintenance_notice_check',
      sql`(${table.status} = 'maintenance') = (${table.maintenanceNotice} <> '') or ${table.status} in ('draft', 'offline')`,
    ),
  ],
)

/** Days 1 (Monday) … 7 (Sunday) and a daily window in China time, e.g. 08:00–17:30. */
export interface ServiceOpenHours {
  days: number[]
  from: string
  to: string
}

/** The 办事指南 of a service. */
export interface ServiceGuideData {
  conditions: string[]
  materials: string[]
  steps: { title: string; detail: string }[]
  timePlace: string
  fees: string
  faq: { question: string; answer: string }[]
  attachments: { name: string; url: string }[]
  related: string[]
}

/** Visits reported by the client (systemVisitSave). */
export const systemVisits = pgTable(
  'system_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    visitType: text('visit_type').notNull().default('page'),
    pageUrl: text('page_url').notNull(),
    targetId: text('target_id'),
    title: text('title'),
    terminal: integer('terminal').notNull().default(6),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('system_visits_created_idx').on(table.createdAt)],
)

/** WeChat access_token / jsapi_ticket cache shared by every server instance (key: `<kind>:<appid>`). */
export const wechatCredentials = pgTable('wechat_credentials', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

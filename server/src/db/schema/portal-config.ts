import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'

/** Named JSON documents: 'system' (system config), 'module' (module settings), 'privacy-policy-sections'. */
export const portalSettings = pgTable('portal_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export interface ValidityEntry {
  validTimeType: 'permanent' | 'custom'
  customValidTimeType?: 'include' | 'exclude'
  customValidStartTime?: string
  customValidEndTime?: string
}

export interface ThemeFootTab {
  name: string
  text: string
  iconPath: string
  selectedIconPath: string
  backgroundUrl?: string
}

export const themes = pgTable('themes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  footTabs: jsonb('foot_tabs').$type<ThemeFootTab[]>().notNull(),
  backgroundUrl: text('background_url').notNull().default(''),
  validity: jsonb('validity').$type<ValidityEntry[]>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
})

export interface TabDifferentName {
  code: string
  tabName: string
  tabId: number
}

export const tabConfigs = pgTable('tab_configs', {
  id: serial('id').primaryKey(),
  tabName: text('tab_name').notNull(),
  url: text('url').notNull().unique(),
  showTab: boolean('show_tab').notNull().default(true),
  normalSelectPic: text('normal_select_pic').notNull(),
  normalUnselectPic: text('normal_unselect_pic').notNull(),
  otherSelectPic: text('other_select_pic').notNull(),
  otherUnselectPic: text('other_unselect_pic').notNull(),
  showDifferentName: boolean('show_different_name').notNull().default(false),
  themeId: integer('theme_id'),
  sort: integer('sort').notNull(),
  differentNames: jsonb('different_names').$type<Omit<TabDifferentName, 'tabId'>[]>().notNull().default([]),
  /** An http(s) page the tab's web view opens (tab-webview pages); '' for none. */
  externalUrl: text('external_url').notNull().default(''),
})

export const diversions = pgTable('diversions', {
  id: serial('id').primaryKey(),
  accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
  terminal: integer('terminal').notNull(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(1),
})

export const appVersions = pgTable('app_versions', {
  id: serial('id').primaryKey(),
  platform: text('platform').notNull(),
  version: text('version').notNull(),
  versionCode: integer('version_code').notNull(),
  forceUpdate: boolean('force_update').notNull().default(false),
  downloadUrl: text('download_url').notNull(),
  releaseNotes: text('release_notes').notNull(),
  releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
})

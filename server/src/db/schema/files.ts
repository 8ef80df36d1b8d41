import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' })

/** What an upload is, decided from its bytes (not its name or declared type). */
export const uploadKinds = ['image', 'video', 'document'] as const
export type UploadKind = (typeof uploadKinds)[number]

/**
 * Uploaded files (attachments, evaluation and feedback images, avatars, course materials). Kept in
 * PostgreSQL so every server instance sharing the database serves them.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    kind: text('kind').$type<UploadKind>().notNull(),
    byteSize: integer('byte_size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploaded_files_owner_idx').on(table.ownerId)],
)

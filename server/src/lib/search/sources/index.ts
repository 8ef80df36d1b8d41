import type { SearchDocType } from '../../../db/schema/index'
import type { SearchSource } from '../search-source'
import { announcementSource } from './announcements'
import { newsSource } from './news'
import { personSource } from './people'
import { scheduleSource } from './schedules'
import { serviceSource } from './services'
import { taskSource } from './tasks'

/** Every kind of searchable content, in the order the grouped results show them. */
export const SEARCH_SOURCES: Record<SearchDocType, SearchSource> = {
  service: serviceSource,
  news: newsSource,
  schedule: scheduleSource,
  task: taskSource,
  person: personSource,
  announcement: announcementSource,
}

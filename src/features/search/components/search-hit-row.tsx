import { Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import { formatPortalTime } from '@/lib/portal-time'
import { useOpenerOf } from '@/components/service-opener'
import type { SearchHit } from '@contract/search'
import { HighlightedTitle } from './highlighted-title'
import './search-hit-row.scss'

const TIME_PATTERN: Record<SearchHit['type'], string> = {
  service: '',
  news: 'YYYY-MM-DD',
  schedule: 'MM-DD HH:mm',
  task: 'YYYY-MM-DD',
  person: '',
  announcement: 'YYYY-MM-DD',
}

/** One result: highlighted title, summary, and category · status · time; tapping opens it when it has somewhere to go. */
export function SearchHitRow({ hit }: { hit: SearchHit }) {
  const openerOf = useOpenerOf()
  // A service opens by its id through the service centre's checks (it may have no link of its own).
  const open = openerOf({ link: hit.link, serviceId: hit.type === 'service' ? Number(hit.id) : null })
  const time = hit.time && TIME_PATTERN[hit.type] ? formatPortalTime(hit.time, TIME_PATTERN[hit.type]) : ''
  const meta = [hit.category, hit.status, time].filter(Boolean).join(' · ')
  return (
    <View
      className="search-hit"
      role="listitem"
      data-testid="search-hit"
      data-type={hit.type}
      aria-label={hit.title}
      onClick={open ?? undefined}
      {...(open ? BUTTON_ROLE : {})}
    >
      <HighlightedTitle pieces={hit.titlePieces} />
      {hit.summary && hit.summary !== hit.title ? <Text className="search-hit__summary">{hit.summary}</Text> : null}
      {meta ? <Text className="search-hit__meta">{meta}</Text> : null}
    </View>
  )
}

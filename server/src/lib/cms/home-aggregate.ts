import type { FastifyInstance } from 'fastify'
import { HOME_ARTICLES_PER_COLUMN, type HomeData } from '@contract/cms'
import type { IdentityTypeCode } from '@contract/common'
import { newestPerColumn, toNewsItem } from './cms-content'
import { columns, floatingBox, marquees, popups, slides } from './home-repository'

/**
 * The home tab's content for `origin` and a reader of `identity` (null: signed out; pop-ups have an audience)
 * (GET /v1/cms/home), from the content cache (dropped on every CMS change).
 */
export async function homeAggregate(fastify: FastifyInstance, origin: string, identity: IdentityTypeCode | null): Promise<HomeData> {
  const { db } = fastify
  return await fastify.contentCache.get(`home ${origin} ${identity ?? ''}`, async () => {
    const columnList = await columns(db)
    const [slideshow, marquee, popupList, box, perColumn] = await Promise.all([
      slides(db, origin),
      marquees(db),
      popups(db, origin, identity),
      floatingBox(db, origin),
      newestPerColumn(db, HOME_ARTICLES_PER_COLUMN),
    ])
    return {
      slideshow,
      marquee,
      popups: popupList,
      floatingBox: box,
      columns: columnList.map((column) => ({
        ...column,
        articles: (perColumn.get(column.id) ?? []).map((row) => toNewsItem(row, origin)),
      })),
    }
  })
}

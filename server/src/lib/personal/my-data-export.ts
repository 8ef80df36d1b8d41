import type { Database } from '../../db/client'
import type { MeUser, MyDataExport } from '@contract/personal'
import { feedbackPage, loginHistory } from './personal-account-repository'
import { acceptancesOf } from './agreements-repository'
import { allTransactions, ecardOf, loansOf, mailOf, researchOf, toECard } from './personal-data-repository'
import { readNotifySettings } from './notify-settings'
import { readDisplaySettings } from './display-settings'

/** Everything the portal keeps about one person (下载我的信息), in one document. */
export async function exportMyData(db: Database, profile: MeUser, now: Date): Promise<MyDataExport> {
  const id = profile.accountId
  const [card, transactions, loans, mail, research, feedback, logins, notify, display, accepted] = await Promise.all([
    ecardOf(db, id),
    allTransactions(db, id),
    loansOf(db, id, now),
    mailOf(db, id),
    researchOf(db, id),
    feedbackPage(db, id),
    loginHistory(db, id),
    readNotifySettings(db, id),
    readDisplaySettings(db, id),
    acceptancesOf(db, id),
  ])
  return {
    exportedAt: now.toISOString(),
    profile,
    ecard: card ? toECard(card) : null,
    ecardTransactions: transactions,
    loans,
    mailbox: mail.items,
    research,
    feedback: feedback.items,
    loginHistory: logins.items,
    notifySettings: notify,
    displaySettings: display,
    agreementAcceptances: accepted.map((a) => ({ kind: a.kind, version: a.version, acceptedAt: a.acceptedAt.toISOString() })),
  }
}

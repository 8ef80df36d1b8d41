import { endpointClient } from '@/lib/endpoint-client'
import type { AgreementStatus, DisplaySettings, NotifySettings, personalEndpoints } from '@contract/personal'
import { personalPaths } from '@contract/paths/personal'
import type { FeedbackType } from '@contract/personal-constants'

const personal = endpointClient<typeof personalEndpoints>(personalPaths)

/** GET /v2/personalData/getMyECard: balance and status of the campus card (null: the person has none). */
export const getMyECard = () => personal.getMyECard()
/** GET /v1/personalData/getECardDataList: one month's transactions, a page at a time, with the month's totals. */
export const getECardDataList = (month: string, pageNum: number, pageSize: number) =>
  personal.getECardDataList({ data: { month, pageNum, pageSize } })
export const reportLossECard = () => personal.reportLossECard()
export const unfreezeECard = () => personal.unfreezeECard()
/** GET /v2/personalData/getMyBooks: loans with due dates. */
export const getMyBooks = () => personal.getMyBooks()
export const renewBook = (id: number) => personal.renewBook({ data: { id } })
/** GET /v2/personalData/getMailbox: unread count and recent mail. */
export const getMailbox = () => personal.getMailbox()
/** GET /v1/personalData/getScientificResearch: papers and projects (teachers). */
export const getScientificResearch = () => personal.getScientificResearch()
/** GET /v1/thrid-adapter/get-person-info-card-list: the cards of the 我的 tab. */
export const getPersonInfoCards = () => personal.personInfoCards({ silent: true })
/** GET /v1/agreement/getPrivacyPolicy: the current policy and its sections. */
export const getPrivacyPolicy = () => personal.privacyPolicy()
/** GET /api/v1/personal/me/user: the signed-in person's profile. */
export const getMeUser = () => personal.meUser()
/** POST /api/v1/personal/user/info/portrait: makes an uploaded image the avatar. */
export const savePortrait = (fileId: string) => personal.savePortrait({ data: { fileId } })
/** POST /api/v1/personal/user/info/nickname: saves the signed-in person's 昵称 (trimmed, 1–20 characters). */
export const saveNickname = (nickname: string) => personal.saveNickname({ data: { nickname } })
/** GET /api/v1/personal/user/log/authenticationLog: sign-ins, newest first. */
export const getAuthenticationLog = (pageNum: number, pageSize: number) => personal.authenticationLog({ data: { pageNum, pageSize } })
export const getAgreementStatus = () => personal.agreementStatus({ silent: true })
/** POST /api/v1/personal/agreement/accept: the versions in force of 隐私政策 and 用户协议 that `shown` names. */
export const acceptAgreement = (shown: AgreementStatus) =>
  personal.acceptAgreement({
    data: { version: shown.version, protocolVersion: shown.texts.find((text) => text.kind === 'protocol')?.version },
  })
export const getMyFeedback = (pageNum: number, pageSize: number) => personal.feedbackList({ data: { pageNum, pageSize } })
export const submitFeedback = (body: { type: FeedbackType; content: string; contact?: string; images?: string[] }) =>
  personal.submitFeedback({ data: body })
export const getNotifySettings = () => personal.notifySettings()
export const saveNotifySettings = (change: Partial<NotifySettings>) => personal.saveNotifySettings({ data: change })
/** 长辈模式 and the other display settings kept with the account. */
export const getDisplaySettings = () => personal.displaySettings()
export const saveDisplaySettings = (change: Partial<DisplaySettings>) => personal.saveDisplaySettings({ data: change })
/** GET /api/v1/personal/data/export: everything the portal keeps about the person. */
export const exportMyData = () => personal.exportMyData()
export const getDeletionStatus = () => personal.deletionStatus()
export const requestDeletion = (reason: string) => personal.requestDeletion({ data: { reason } })
export const cancelDeletion = () => personal.cancelDeletion()

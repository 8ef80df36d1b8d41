import { BindContactPage } from './bind-contact-page'

/** 绑定新邮箱: a code to the new address through the email outbox. */
export default function ModifyEmail() {
  return <BindContactPage channel="email" />
}

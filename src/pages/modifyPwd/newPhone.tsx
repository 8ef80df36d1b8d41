import { BindContactPage } from './bind-contact-page'

/** 绑定新手机号: a code to the new number; a number bound to another account is refused with the reason. */
export default function NewPhone() {
  return <BindContactPage channel="sms" />
}

import { signedInOnly } from '../../plugins/app/authentication'

/** Every message-centre route needs a signed-in user. */
export default signedInOnly

import { signedInOnly } from '../../../plugins/app/authentication'

/** Every route in this folder needs a signed-in user (request.user is set, or the answer is 401). */
export default signedInOnly

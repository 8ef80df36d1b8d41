/** The sign-on contract, shared with the server (contract/auth.ts). */
export type {
  AccountChoiceNeeded,
  AccountOption,
  FederatedUserInfo,
  FederationCallbackRequest,
  LoginConfigs,
  LoginResult,
  LoginSuccess,
  LoginUser,
  UpstreamHandoff,
  UpstreamSignOn,
  UpstreamSignOns,
} from '@contract/auth'

import type { AccountChoiceNeeded, LoginResult, PasswordLoginRequest } from '@contract/auth'

export function needsChoice(result: LoginResult): result is AccountChoiceNeeded {
  return (result as AccountChoiceNeeded).needChoose === true
}

/** Device fields every login call carries (spec §3 "Login payload"). */
export type DeviceFields = Pick<PasswordLoginRequest, 'appId' | 'deviceId' | 'osType' | 'geo'>

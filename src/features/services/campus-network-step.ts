/** What opening a campus-network service does first: open it, offer the host app's VPN, or warn and ask. */
export type CampusNetworkStep = 'open' | 'offer-vpn' | 'warn'

export interface CampusNetworkFacts {
  /** The service is reachable only on the campus network. */
  needsCampus: boolean
  /** networkCheck said this device is on the campus network (false when the check failed). */
  onCampus: boolean
  /** The native host app is present (it can connect the school VPN). */
  hostApp: boolean
  /** The host app reports the VPN connected. */
  vpnConnected: boolean
}

export function campusNetworkStep(facts: CampusNetworkFacts): CampusNetworkStep {
  if (!facts.needsCampus || facts.onCampus) return 'open'
  if (facts.hostApp) return facts.vpnConnected ? 'open' : 'offer-vpn'
  return 'warn'
}

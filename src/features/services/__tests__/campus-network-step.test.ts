import { campusNetworkStep } from '@/features/services/campus-network-step'

const facts = { needsCampus: true, onCampus: false, hostApp: false, vpnConnected: false }

describe('campusNetworkStep', () => {
  it('opens services that do not need the campus network, and any service on campus', () => {
    expect(campusNetworkStep({ ...facts, needsCampus: false })).toBe('open')
    expect(campusNetworkStep({ ...facts, onCampus: true })).toBe('open')
    expect(campusNetworkStep({ ...facts, onCampus: true, hostApp: true })).toBe('open')
  })

  it('off campus in the host app: offers the VPN, or opens when the VPN is already connected', () => {
    expect(campusNetworkStep({ ...facts, hostApp: true })).toBe('offer-vpn')
    expect(campusNetworkStep({ ...facts, hostApp: true, vpnConnected: true })).toBe('open')
  })

  it('off campus in a browser or the mini-program: warns (no VPN to connect there)', () => {
    expect(campusNetworkStep(facts)).toBe('warn')
    expect(campusNetworkStep({ ...facts, vpnConnected: true })).toBe('warn')
  })
})

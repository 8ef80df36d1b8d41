import { BlockList, isIP } from 'node:net'

/**
 * The campus network's address ranges (CIDR list, e.g. "10.0.0.0/8"). IPv4-mapped IPv6 addresses
 * (::ffff:10.1.2.3, what a dual-stack socket reports) count as their IPv4 address.
 */
export function campusNetwork(ranges: readonly string[], setting = 'CAMPUS_NETWORKS'): (address: string) => boolean {
  const list = new BlockList()
  for (const range of ranges) {
    const [network = '', bits] = range.split('/')
    const family = isIP(network)
    if (!family) throw new Error(`${setting}: "${range}" is not an address range`)
    const prefix = bits === undefined ? (family === 4 ? 32 : 128) : Number(bits)
    list.addSubnet(network, prefix, family === 4 ? 'ipv4' : 'ipv6')
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
    const family = isIP(plain)
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6')
  }
}

import ipaddr from 'ipaddr.js';

/**
 * The address rate limits count by: an IPv4 address as it is, an IPv6 address by its /64
 * network, the block one home or phone gets (counting single IPv6 addresses would let anyone
 * step round a limit by changing the last bits).
 */
export function rateLimitAddress(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return 'unknown';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...network, 0, 0, 0, 0]).toString()}/64`;
}

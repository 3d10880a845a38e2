import { createContext } from 'react-router';

/** Values the HTTP server hands to every loader, action and to entry.server.tsx. */
export const cspNonceContext = createContext<string>('');
export const requestIdContext = createContext<string>('');
/** The client address Express trusts (TRUST_PROXY aware), IPv6 by its /64, for rate limits. */
export const clientIpContext = createContext<string>('unknown');

/** Express overwrites this request header with the same address, for the auth library. */
export const CLIENT_IP_HEADER = 'x-provato-client-ip';
/**
 * Whether the request comes straight from this machine (a loopback socket, no proxy in between):
 * the development mailbox and the demo accounts open only then (DESIGN.md §3.17).
 */
export const fromThisMachineContext = createContext<boolean>(false);

import { createContext } from 'react-router';

/** Values the HTTP server hands to every loader, action and to entry.server.tsx. */
export const cspNonceContext = createContext<string>('');
export const requestIdContext = createContext<string>('');
/**
 * The key rate limits count a client by: the address Express trusts (TRUST_PROXY aware), IPv6 by
 * its /64, as a keyed hash (the server sets it; never the address itself in a counter's row).
 */
export const clientIpContext = createContext<string>('unknown');

/** Express overwrites this request header with the same address, for the auth library. */
export const CLIENT_IP_HEADER = 'x-provato-client-ip';
/**
 * Whether the request comes straight from this machine (a loopback socket, no proxy in between):
 * the development mailbox and the demo accounts open only then (DESIGN.md §3.17).
 */
export const fromThisMachineContext = createContext<boolean>(false);

import { createContext } from 'react-router';

/** Values the HTTP server hands to every loader, action and to entry.server.tsx. */
export const cspNonceContext = createContext<string>('');
export const requestIdContext = createContext<string>('');

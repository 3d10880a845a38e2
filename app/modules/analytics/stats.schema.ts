import { z } from 'zod';

/** The dashboard's one command: 'Pulisci cache' (admin-side §2, §8 'Cache pulita'). */
export const dashboardCommandSchema = z.object({
  intent: z.literal('clear-cache', { error: 'Azione non valida' }),
});
export const DASHBOARD_FAILURES = { 'clear-cache': 'Impossibile caricare le statistiche' };
export const CACHE_CLEARED = 'Cache pulita';

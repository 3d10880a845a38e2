/*
 * What people read while the site is read-only (decision 034): the banner on every page, and the
 * answer to a write refused meanwhile (the error page's, and an API's JSON `error`).
 */

export const READ_ONLY_BANNER = {
  title: 'Sito in sola lettura',
  message:
    'Stiamo facendo manutenzione: puoi consultare prodotti e recensioni, ma per qualche minuto non è possibile pubblicare, modificare o riscattare nulla. Quello che hai già fatto è al sicuro.',
} as const;

export const READ_ONLY_REFUSAL = {
  documentTitle: 'Sito in sola lettura | Provato',
  title: 'Sito in sola lettura',
  message:
    'Il sito è in manutenzione e per ora accetta solo consultazioni: la modifica non è stata salvata. Riprova tra qualche minuto; nulla di quanto salvato in precedenza è andato perso.',
} as const;

/** The `code` of a refused write's JSON body: the error page tells it from other 503s by it. */
export const READ_ONLY_CODE = 'read_only';

/** Whether a thrown answer's data is a read-only refusal (`{ error, code: 'read_only' }`). */
export function isReadOnlyRefusal(payload: unknown): boolean {
  return (payload as { code?: unknown } | null)?.code === READ_ONLY_CODE;
}

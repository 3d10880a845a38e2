import { formatInteger } from '#app/lib/format.ts';

/** Gestione Utenti's words for a person's state, role and ledger lines (admin-side §2, §4). */
export const USER_STATUSES = ['active', 'blocked', 'unconfirmed'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Attivo',
  blocked: 'Bloccato',
  unconfirmed: 'Non confermato',
};

/** 'Vedi utente' shows a person's points history this many rows a page (paginated in SQL). */
export const USER_LEDGER_PAGE_SIZE = 20;

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_ROLE_LABELS: Record<UserRole, string> = {
  user: 'Utente',
  admin: 'Amministratore',
};

/** A block wins over a missing confirmation: a blocked person is "Bloccato" whatever else. */
export function userStatusOf(user: { banned: boolean; emailVerified: boolean }): UserStatus {
  if (user.banned) return 'blocked';
  return user.emailVerified ? 'active' : 'unconfirmed';
}

/** Roles other than admin (none today) read as a plain user. */
export const userRoleOf = (role: string): UserRole => (role === 'admin' ? 'admin' : 'user');

export { LEDGER_KIND_LABELS, ledgerKindLabel } from '#app/modules/points/points-history.ts';

const people = (count: number) => `${formatInteger(count)} ${count === 1 ? 'utente' : 'utenti'}`;

/**
 * What 'Inverti blocco' on a selection will do, asked before it runs (as blocking one person is):
 * 'Verranno bloccati 2 utenti e verrà sbloccato 1 utente.', and for those blocked, that their
 * sessions end at once and they get an e-mail.
 */
export function toggleBlockSummary(blocking: number, unblocking: number): string {
  const parts = [
    blocking > 0 && `${blocking === 1 ? 'verrà bloccato' : 'verranno bloccati'} ${people(blocking)}`,
    unblocking > 0 && `${unblocking === 1 ? 'verrà sbloccato' : 'verranno sbloccati'} ${people(unblocking)}`,
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return '';
  const first = parts.join(' e ');
  const sentence = `${first.charAt(0).toUpperCase()}${first.slice(1)}.`;
  if (blocking === 0)
    return `${sentence} ${unblocking === 1 ? 'Potrà' : 'Potranno'} di nuovo accedere e guadagnare punti.`;
  const consequence =
    blocking === 1
      ? "Le sessioni aperte di chi viene bloccato verranno chiuse subito: non potrà accedere, scrivere, guadagnare punti né richiedere premi, e riceverà un'e-mail."
      : "Le sessioni aperte di chi viene bloccato verranno chiuse subito: non potranno accedere, scrivere, guadagnare punti né richiedere premi, e riceveranno un'e-mail.";
  return `${sentence} ${consequence}`;
}

import type { LedgerKind } from '#app/modules/points/points-rules.ts';

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

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  opening_balance: 'Saldo iniziale',
  review_approved: 'Recensione approvata',
  review_reversed: 'Recensione rimossa',
  survey: 'Sondaggio',
  referral: 'Invito di un amico',
  admin_adjustment: 'Modifica dello staff',
  cashback: 'Cashback',
  reward_redeemed: 'Premio richiesto',
  reward_refunded: 'Premio rimborsato',
};

/** A kind written before this list existed shows as itself rather than as nothing. */
export const ledgerKindLabel = (kind: string): string =>
  Object.hasOwn(LEDGER_KIND_LABELS, kind) ? LEDGER_KIND_LABELS[kind as LedgerKind] : kind;

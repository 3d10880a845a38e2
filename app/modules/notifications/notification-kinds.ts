/**
 * The seven notification e-mails of admin-side §3, then the price alert (decision 018), the notice
 * of a decision that has no e-mail of its own (decision 046) and an appeal's acknowledgement and
 * outcome (decision 048), shared by the server and the pages: an admin can switch each one off for
 * everybody, a person can turn off the ones they may refuse.
 */
export const NOTIFICATION_KINDS = [
  'points_added',
  'badge_assigned',
  'user_blocked',
  'review_approved',
  'review_rejected',
  'reward_approved',
  'reward_rejected',
  'price_alert',
  'decision_notice',
  'appeal_update',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** How the back office names each kind (the e-mail's template). */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  points_added: 'Punti aggiunti',
  badge_assigned: 'Badge assegnato',
  user_blocked: 'Utente bloccato',
  review_approved: 'Recensione approvata',
  review_rejected: 'Recensione rifiutata',
  reward_approved: 'Premio approvato',
  reward_rejected: 'Premio rifiutato',
  price_alert: 'Avviso di prezzo',
  decision_notice: 'Decisione sul tuo account',
  appeal_update: 'Ricorso',
};

/** What each e-mail is for, under the label on the admin's switches. */
export const NOTIFICATION_KIND_DESCRIPTIONS: Record<NotificationKind, string> = {
  points_added: 'Avvisa l’utente quando lo staff gli aggiunge punti.',
  badge_assigned: 'Avvisa l’utente quando riceve un badge, anche quelli sbloccati raggiungendo la soglia.',
  user_blocked: 'Avvisa l’utente che il suo account è stato sospeso.',
  review_approved: 'Avvisa l’autore che la sua recensione è stata pubblicata, con i punti guadagnati.',
  review_rejected: 'Avvisa l’autore che la sua recensione non è stata pubblicata, con il motivo.',
  reward_approved: 'Invia all’utente il codice del premio richiesto.',
  reward_rejected: 'Avvisa l’utente che la richiesta di premio è stata rifiutata e i punti restituiti.',
  price_alert: 'Avvisa chi ha attivato un avviso di prezzo quando il prezzo di quel prodotto scende.',
  decision_notice:
    'Avvisa la persona di una decisione che la riguarda e che non ha un’e-mail propria (una segnalazione di acquisto non accolta, punti tolti dallo staff, un sondaggio annullato dal partner), con la regola applicata e il modo di contestarla.',
  appeal_update:
    'Conferma a chi contesta una decisione che il ricorso è arrivato, e gli comunica l’esito: accolto, con ciò che è stato ripristinato, o respinto, con il motivo.',
};

/**
 * Service messages a person cannot turn off: each carries a decision about them, why it was taken
 * and how to contest it (a statement of reasons, decision 046) — the block notice, a review not
 * published, a voucher request refused, any other decision's notice — so they go out whatever
 * their preferences (only the admin switch stops them).
 */
export const MANDATORY_NOTIFICATION_KINDS = [
  'user_blocked',
  'review_rejected',
  'reward_rejected',
  'decision_notice',
  'appeal_update',
] as const satisfies readonly NotificationKind[];
export type MandatoryNotificationKind = (typeof MANDATORY_NOTIFICATION_KINDS)[number];

export const isMandatoryNotification = (kind: NotificationKind): boolean =>
  (MANDATORY_NOTIFICATION_KINDS as readonly NotificationKind[]).includes(kind);

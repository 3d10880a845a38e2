/**
 * What the back office's actions are called in the 'Registro attività' (issue 33 §5). The audit log
 * keeps the code (`review.approve`); an action without a label here is shown by its code, so a new
 * action is never hidden, only less readable until it is named.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'review.approve': 'Recensione approvata',
  'review.reject': 'Recensione rifiutata',
  'review.undo-approve': 'Approvazione annullata',
  'review.undo-reject': 'Rifiuto annullato',
  'review.edit': 'Recensione modificata',
  'review.delete': 'Recensione eliminata',
  'review.withdraw': 'Recensione ritirata',
  'review.fraud_reversal': 'Punti stornati per frode',
  'user.block': 'Utente bloccato',
  'user.unblock': 'Utente sbloccato',
  'user.role': 'Ruolo cambiato',
  'user.points.adjust': 'Punti corretti',
  'appeal.uphold': 'Ricorso accolto',
  'appeal.dismiss': 'Ricorso respinto',
  'review.appeal_upheld': 'Recensione pubblicata dopo un ricorso',
  'user.appeal_upheld': 'Utente sbloccato dopo un ricorso',
  'user.points.appeal_upheld': 'Punti restituiti dopo un ricorso',
  'cashback_claim.appeal_upheld': 'Segnalazione cashback riaperta dopo un ricorso',
  'reward.appeal_upheld': 'Richiesta di premio riaperta dopo un ricorso',
  'cluster.block': 'Gruppo bloccato',
  'cluster.reject_pending': 'Recensioni del gruppo rifiutate',
  'cluster.reverse_points': 'Punti del gruppo stornati',
  'badge.create': 'Badge creato',
  'badge.edit': 'Badge modificato',
  'badge.delete': 'Badge eliminato',
  'badge.assign': 'Badge assegnato',
  'badge.remove': 'Badge tolto',
  'reward.approve': 'Premio approvato',
  'reward.reject': 'Premio rifiutato',
  'reward.codes.add': 'Codici premio aggiunti',
  'product.create': 'Prodotto creato',
  'product.update': 'Prodotto modificato',
  'product.rename': 'Prodotto rinominato',
  'product.approve': 'Prodotto approvato',
  'product.deactivate': 'Prodotto disattivato',
  'product.delete': 'Prodotto eliminato',
  'product.image': 'Immagine del prodotto cambiata',
  'product.bulk-update': 'Prodotti modificati in blocco',
  'offer.create': 'Offerta creata',
  'offer.update': 'Offerta modificata',
  'offer.delete': 'Offerta eliminata',
  'offer.link': 'Offerta collegata',
  'offer.unlink': 'Offerta scollegata',
  'offer.variant': 'Variante collegata',
  'offer.bulk-update': 'Offerte modificate in blocco',
  'category.create': 'Categoria creata',
  'category.update': 'Categoria modificata',
  'category.delete': 'Categoria eliminata',
  'category.bulk-update': 'Categorie modificate in blocco',
  'catalog.clean-brands': 'Marche ripulite',
  'import.prepare': 'Importazione preparata',
  'import.start': 'Importazione avviata',
  'import.cancel': 'Importazione annullata',
  'import.discard': 'Anteprima scartata',
  'import.discard_stale': 'Anteprime scadute scartate',
  'survey.create': 'Sondaggio creato',
  'survey.edit': 'Sondaggio modificato',
  'survey.delete': 'Sondaggio eliminato',
  'survey_completion.verify': 'Completamento verificato',
  'survey_completion.credit': 'Completamento accreditato',
  'survey_completion.grant': 'Punti del sondaggio concessi',
  'cashback.import': 'Transazioni cashback importate',
  'cashback_claim.approve': 'Richiesta cashback accolta',
  'cashback_claim.reject': 'Richiesta cashback respinta',
  'notification.switch': 'Notifica attivata o disattivata',
  'settings.read-only': 'Modalità sola lettura',
  'settings.integrity': 'Regole di integrità',
  'settings.brand-cleaning': 'Regole di pulizia marche',
  'stats.cache.clear': 'Statistiche ricalcolate',
  'two_factor.enable': 'Verifica in due passaggi attivata',
  'two_factor.disable': 'Verifica in due passaggi disattivata',
  'two_factor.recovery_codes.regenerate': 'Codici di recupero rigenerati',
};

/** What an entry is about, by the log's `entity_type`. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  review: 'Recensione',
  user: 'Utente',
  account_cluster: 'Gruppo di account',
  badge: 'Badge',
  reward: 'Premio',
  reward_request: 'Richiesta premio',
  product: 'Prodotto',
  offer: 'Offerta',
  category: 'Categoria',
  import_run: 'Importazione',
  survey: 'Sondaggio',
  survey_completion: 'Completamento sondaggio',
  cashback_claim: 'Richiesta cashback',
  cashback_transactions: 'Transazioni cashback',
  notification_setting: 'Notifica',
  setting: 'Impostazione',
  stats_cache: 'Statistiche',
  job: 'Lavoro pianificato',
};

export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;
export const auditEntityLabel = (entityType: string) => AUDIT_ENTITY_LABELS[entityType] ?? entityType;

/** The back-office page of an entry's subject, where there is one. */
export function auditEntityHref(entityType: string, entityId: string): string | null {
  const id = encodeURIComponent(entityId);
  switch (entityType) {
    case 'review':
      return `/admin/reviews/${id}`;
    case 'user':
      return `/admin/users/${id}`;
    case 'account_cluster':
      return `/admin/users/clusters/${id}`;
    case 'import_run':
      return `/admin/import`;
    default:
      return null;
  }
}

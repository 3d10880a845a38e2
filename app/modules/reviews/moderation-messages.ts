/** The toasts of moderation's decisions, one place for their Italian (shared with the tests). */

const reviewsCount = (count: number) => (count === 1 ? '1 recensione' : `${count} recensioni`);

/** "3 recensioni approvate, 1 era già moderata". */
export function bulkDecisionMessage(
  decision: 'approve' | 'reject',
  changed: number,
  alreadyModerated: number,
  held = 0,
): string {
  const verb =
    decision === 'approve'
      ? changed === 1
        ? 'approvata'
        : 'approvate'
      : changed === 1
        ? 'rifiutata'
        : 'rifiutate';
  const parts = [`${reviewsCount(changed)} ${verb}`];
  if (alreadyModerated > 0)
    parts.push(alreadyModerated === 1 ? '1 era già moderata' : `${alreadyModerated} erano già moderate`);
  if (held > 0)
    parts.push(
      held === 1
        ? '1 è trattenuta per verifica: approvala dalle sue prove, con il motivo'
        : `${held} sono trattenute per verifica: approvale una a una dalle prove, con il motivo`,
    );
  return parts.join(', ');
}

/** "Decisione annullata: 2 recensioni di nuovo in revisione (−5 punti all'autore)". */
export function undoneMessage(changed: number, pointsReversed: number): string {
  const back =
    changed === 1
      ? 'la recensione è di nuovo in revisione'
      : `${reviewsCount(changed)} di nuovo in revisione`;
  const points =
    pointsReversed > 0
      ? ` (${pointsReversed === 1 ? '1 punto tolto' : `${pointsReversed} punti tolti`})`
      : '';
  return `Decisione annullata: ${back}${points}`;
}

/** How long a review has waited, as a moderator reads it: "in attesa da 3 giorni", "da 2 ore". */
export function waitingFor(createdAt: Date | string, now: Date | number): string {
  const elapsed = Math.max(0, new Date(now).getTime() - new Date(createdAt).getTime());
  const minutes = Math.floor(elapsed / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const unit = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  if (days >= 1) return `in attesa da ${unit(days, 'giorno', 'giorni')}`;
  if (hours >= 1) return `in attesa da ${unit(hours, 'ora', 'ore')}`;
  if (minutes >= 1) return `in attesa da ${unit(minutes, 'minuto', 'minuti')}`;
  return 'in attesa da meno di un minuto';
}

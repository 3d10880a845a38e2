import { formatDate } from '#app/lib/format.ts';
import type { REWARD_STATUS_LABELS } from './reward-requests-query.ts';

export type RewardRequestStatus = keyof typeof REWARD_STATUS_LABELS;

type Dated = {
  status: RewardRequestStatus;
  createdAt: Date | string;
  processedAt: Date | string | null;
};

/**
 * The word for the day a request reached its state. 'Riscosso' (spec: a reward item is
 * 'Riscosso' with its date) only once the voucher's code has been handed over, that is approved;
 * a request still waiting was only asked for.
 */
const DECIDED_ON = { approved: 'Riscosso il', rejected: 'Rifiutato il' } as const;

/** What happened on which day, oldest first: "Richiesto il …", then "Riscosso il …" or "Rifiutato il …". */
export function rewardRequestDates(request: Dated): string[] {
  const dates = [`Richiesto il ${formatDate(request.createdAt)}`];
  if (request.status !== 'pending' && request.processedAt)
    dates.push(`${DECIDED_ON[request.status]} ${formatDate(request.processedAt)}`);
  return dates;
}

/** The one date that says where the request stands now (the last of rewardRequestDates). */
export function rewardRequestCurrentDate(request: Dated): string {
  return rewardRequestDates(request).at(-1)!;
}

import { z } from 'zod';
import { formatInteger, formatPoints } from '#app/lib/format.ts';
import { UUID_PATTERN } from '#app/lib/uuid.ts';

/**
 * Groups of linked accounts in Gestione Utenti (issue 29 §3): the words, each written once, the
 * list's state in the URL and the commands of a group's page.
 */
export const CLUSTER_MESSAGES = {
  notFound: 'Gruppo di account non trovato',
  reasonRequired: 'Indica il motivo',
  reasonTooLong: 'Il motivo può contenere al massimo 500 caratteri',
  selectReviews: 'Seleziona almeno una recensione',
  tooManyReviews: 'Puoi selezionare al massimo 500 recensioni alla volta',
  reviewNotInCluster: 'Una delle recensioni selezionate non appartiene a questo gruppo di account',
  reviewNotPublished: 'Si possono stornare i punti solo delle recensioni pubblicate',
  intentInvalid: 'Operazione non valida',
  selfInCluster: 'Il gruppo comprende il tuo account: non puoi bloccarlo da qui',
  /** Failures the page cannot explain better. */
  rejectFailed: 'Impossibile rifiutare le recensioni del gruppo',
  blockFailed: 'Impossibile bloccare gli account del gruppo',
  reverseFailed: 'Impossibile stornare i punti',
} as const;

/** 'Il gruppo comprende un amministratore (mara@…): …' — an admin is never blocked from a group. */
export const adminInClusterMessage = (email: string) =>
  `Il gruppo comprende un amministratore (${email}): non puoi bloccarlo da qui`;

/** The kinds of evidence that link two accounts (account_links.kind), as an admin reads them. */
export const LINK_KINDS = ['device', 'network', 'email', 'invite'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];
export const LINK_KIND_LABELS: Record<LinkKind, string> = {
  device: 'Stesso dispositivo',
  network: 'Stessa rete',
  email: 'Stessa email normalizzata',
  invite: 'Invito',
};
/** A kind written before this list existed shows as itself rather than as nothing. */
export const linkKindLabel = (kind: string): string =>
  Object.hasOwn(LINK_KIND_LABELS, kind) ? LINK_KIND_LABELS[kind as LinkKind] : kind;

/** 'Non recuperati: 7 punti' — what a reversal could not take back because the balance was spent. */
export const shortfallLabel = (points: number) => `Non recuperati: ${formatPoints(points)}`;

export const clusterSizeLabel = (size: number) => `${formatInteger(size)} account`;

/** What each action did, for the toast. */
export const rejectedPendingMessage = (count: number) =>
  count === 0
    ? 'Nessuna recensione in attesa da rifiutare'
    : count === 1
      ? '1 recensione rifiutata'
      : `${formatInteger(count)} recensioni rifiutate`;

export const blockedMembersMessage = (count: number) =>
  count === 0
    ? 'Tutti gli account del gruppo erano già bloccati'
    : count === 1
      ? '1 account bloccato'
      : `${formatInteger(count)} account bloccati`;

export function reversedMessage(outcome: { reviews: number; reversed: number; shortfall: number }): string {
  if (outcome.reviews === 0) return 'Nessuna recensione da stornare: i punti erano già stati stornati';
  const reviews = outcome.reviews === 1 ? '1 recensione' : `${formatInteger(outcome.reviews)} recensioni`;
  const base = `Punti stornati per ${reviews}: ${formatPoints(outcome.reversed)}`;
  return outcome.shortfall > 0 ? `${base} (${shortfallLabel(outcome.shortfall).toLowerCase()})` : base;
}

export const MAX_CLUSTER_REASON = 500;
export const MAX_CLUSTER_REVIEWS = 500;

// ---------------------------------------------------------------------------------------------
// The list's state in the URL

export const CLUSTER_PAGE_SIZE = 20;
/** The smallest group is two accounts; a filter may ask for larger ones only. */
export const CLUSTER_MIN_SIZES = [2, 3, 5, 10] as const;

export type ClustersQuery = { page: number; minSize: number };

/** Reads the list's state; anything malformed is "no filter", never an error. */
export function parseClustersQuery(params: URLSearchParams): ClustersQuery {
  const page = Number(params.get('page'));
  const minSize = Number(params.get('minSize'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    minSize: (CLUSTER_MIN_SIZES as readonly number[]).includes(minSize) ? minSize : 2,
  };
}

export function clustersHref(query: Partial<ClustersQuery>): string {
  const params = new URLSearchParams();
  if (query.minSize && query.minSize !== 2) params.set('minSize', String(query.minSize));
  if (query.page && query.page !== 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `/admin/users/clusters?${search}` : '/admin/users/clusters';
}

export const clusterHref = (clusterId: string) => `/admin/users/clusters/${encodeURIComponent(clusterId)}`;

// ---------------------------------------------------------------------------------------------
// The commands of a group's page (the group itself is the URL's)

const reason = z
  .string({ error: CLUSTER_MESSAGES.reasonRequired })
  .trim()
  .min(1, { error: CLUSTER_MESSAGES.reasonRequired })
  .max(MAX_CLUSTER_REASON, { error: CLUSTER_MESSAGES.reasonTooLong });

const reviewId = z
  .string({ error: CLUSTER_MESSAGES.reviewNotInCluster })
  .trim()
  .regex(UUID_PATTERN, { error: CLUSTER_MESSAGES.reviewNotInCluster });

/** A form repeats the field (`reviewIds=a&reviewIds=b`); duplicates count once. */
const reviewIds = z
  .array(reviewId, { error: CLUSTER_MESSAGES.selectReviews })
  .min(1, { error: CLUSTER_MESSAGES.selectReviews })
  .max(MAX_CLUSTER_REVIEWS, { error: CLUSTER_MESSAGES.tooManyReviews })
  .transform((ids) => [...new Set(ids)]);

export const rejectPendingSchema = z.object({ intent: z.literal('reject-pending'), reason });
export const blockMembersSchema = z.object({ intent: z.literal('block-members'), reason });
export const reversePointsSchema = z.object({ intent: z.literal('reverse-points'), reason, reviewIds });

export const clusterCommandSchema = z.discriminatedUnion(
  'intent',
  [rejectPendingSchema, blockMembersSchema, reversePointsSchema],
  { error: CLUSTER_MESSAGES.intentInvalid },
);
export type ClusterCommand = z.output<typeof clusterCommandSchema>;

/** What the page says when a command breaks unexpectedly. */
export const CLUSTER_FAILURES: Record<ClusterCommand['intent'], string> = {
  'reject-pending': CLUSTER_MESSAGES.rejectFailed,
  'block-members': CLUSTER_MESSAGES.blockFailed,
  'reverse-points': CLUSTER_MESSAGES.reverseFailed,
};

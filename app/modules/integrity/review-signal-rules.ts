import type { IntegritySettings } from './integrity-settings.ts';
import { lowInformationSignal } from './low-information.ts';
import { percentText, type ReviewSignal } from './signals.ts';
import {
  fingerprintText,
  isNearDuplicate,
  MIN_SHARED_SKETCH_KEYS,
  NEAR_DUPLICATE_THRESHOLD,
  type TextFingerprint,
} from './text-similarity.ts';

/*
 * How a review's facts become its signals (issue 29 §1), pure: no database. The facts are gathered
 * by computeReviewSignals for one review (review-signals.server.ts) and by the backfill for a batch
 * (backfill-signals.server.ts); both call buildReviewSignals, so the two paths give the same
 * signals, reasons and strengths.
 */

/** How many sketch candidates are scored in full: the ones sharing the most keys. */
export const CANDIDATES_SCORED = 12;
/** A product's long-run rating is trusted from this many published reviews. */
export const RATING_HISTORY_MIN = 20;

export type NearDuplicateMatch = {
  reviewId: string;
  similarity: number;
  sameAuthor: boolean;
  linkedAuthor: boolean;
  authorId: string | null;
};

/** The author's reviews up to this one: in the hour before it and in the 24 hours before it. */
export type AuthorPace = { lastHour: number; lastDay: number };

export type ProductActivity = {
  youngBurst: number;
  recent: number;
  recentAverage: number | null;
  /** Published reviews from before the last 7 days: the product's long-run rating. */
  longRun: number;
  longRunAverage: number | null;
};

export type LinkedAccounts = {
  clusterSize: number;
  byKind: Record<'device' | 'network' | 'email' | 'invite', number>;
  accountIds: string[];
};

export type OfferText = { merchant: string; text: string };

/** A text the review may have been copied from: the product's description or an offer's. */
export type CopySource = { label: string; source: 'product' | 'offer'; text: string };

export type ReviewFacts = {
  rating: number;
  createdAt: Date;
  authorCreatedAt: Date | null;
  text: string;
  fingerprint: TextFingerprint;
  copySources: CopySource[];
  /** Null for a review without an author (a deleted account). */
  pace: AuthorPace | null;
  productActivity: ProductActivity;
  linked: LinkedAccounts | null;
  /** Reviews over the near-duplicate rule; linkedAuthor is set here from `linked`. */
  duplicates: NearDuplicateMatch[];
};

/** The candidates scored in full: most keys shared first, then by id, so every path picks the same. */
export function pickCandidates<T extends { id: string; shared: number }>(candidates: T[]): T[] {
  return candidates
    .filter((candidate) => candidate.shared >= MIN_SHARED_SKETCH_KEYS)
    .sort((a, b) => b.shared - a.shared || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, CANDIDATES_SCORED);
}

export function copySources(productDescription: string | null, offers: OfferText[]): CopySource[] {
  return [
    ...(productDescription
      ? [{ label: 'dalla descrizione del prodotto', source: 'product' as const, text: productDescription }]
      : []),
    ...offers.map((offer) => ({
      label: `dall’offerta di ${offer.merchant}`,
      source: 'offer' as const,
      text: offer.text,
    })),
  ];
}

export function offerText(offer: { name: string; description: string }): string {
  return `${offer.name}\n${offer.description}`;
}

/**
 * Every signal of one review from its facts. `fingerprintOf` reads a source text (the backfill
 * passes one that remembers, since a product's texts serve all its reviews).
 */
export function buildReviewSignals(
  facts: ReviewFacts,
  settings: IntegritySettings,
  fingerprintOf: (text: string) => TextFingerprint = fingerprintText,
): ReviewSignal[] {
  const signals: ReviewSignal[] = [];
  const linkedIds = new Set(facts.linked?.accountIds ?? []);
  const duplicates = facts.duplicates.map((match) => ({
    ...match,
    linkedAuthor: match.authorId !== null && linkedIds.has(match.authorId),
  }));
  // The most telling first: the closest text, then a linked account's, then another account's.
  duplicates.sort(
    (a, b) => rank(b) - rank(a) || (a.reviewId < b.reviewId ? -1 : a.reviewId > b.reviewId ? 1 : 0),
  );
  const duplicate = nearDuplicateSignal(duplicates);
  if (duplicate) signals.push(duplicate);
  const copied = copiedTextSignal(facts.fingerprint, facts.copySources, fingerprintOf);
  if (copied) signals.push(copied);
  if (facts.linked) signals.push(...linkedAccountSignals(facts.linked));
  const pace = facts.pace;
  if (pace) {
    if (pace.lastHour > settings.reviewsPerHour)
      signals.push({
        kind: 'velocity',
        weight: 'velocity',
        strength: 1,
        reason: `${pace.lastHour} recensioni in un’ora`,
        evidence: { lastHour: pace.lastHour, limit: settings.reviewsPerHour },
      });
    else if (pace.lastDay > settings.reviewsPerDay)
      signals.push({
        kind: 'velocity',
        weight: 'velocity',
        strength: 0.8,
        reason: `${pace.lastDay} recensioni in 24 ore`,
        evidence: { lastDay: pace.lastDay, limit: settings.reviewsPerDay },
      });
  }
  const authorIsNew =
    facts.authorCreatedAt !== null &&
    facts.createdAt.getTime() - facts.authorCreatedAt.getTime() < settings.newAccountDays * 86_400_000;
  const activity = facts.productActivity;
  if (authorIsNew && activity.youngBurst >= settings.burstMinReviews)
    signals.push({
      kind: 'burst',
      weight: 'burst',
      strength: 1,
      reason: `${activity.youngBurst} recensioni di questo prodotto in 24 ore da account creati da meno di ${settings.newAccountDays} giorni`,
      evidence: { reviews: activity.youngBurst, newAccountDays: settings.newAccountDays },
    });
  const anomaly = ratingAnomalySignal(facts.rating, activity);
  if (anomaly) signals.push(anomaly);
  const lowInformation = lowInformationSignal(facts.text);
  if (lowInformation) signals.push(lowInformation);
  return signals;
}

/** Whether the other text is a near-duplicate: the engine's rule, with who wrote it. */
export function duplicateMatch(
  fingerprint: TextFingerprint,
  other: { id: string; userId: string | null; fingerprint: TextFingerprint },
  authorId: string | null,
): NearDuplicateMatch | null {
  const verdict = isNearDuplicate(fingerprint, other.fingerprint);
  if (!verdict.nearDuplicate) return null;
  return {
    reviewId: other.id,
    similarity: verdict.similarity,
    sameAuthor: other.userId !== null && other.userId === authorId,
    linkedAuthor: false,
    authorId: other.userId,
  };
}

function rank(match: NearDuplicateMatch): number {
  return Math.round(match.similarity * 100) * 4 + (match.linkedAuthor ? 2 : 0) + (match.sameAuthor ? 0 : 1);
}

/**
 * How strongly a match counts: anything over the engine's threshold is already a copy (honest
 * reviews of one product stay far below it, decision 026), so strength starts high and reaches 1
 * for a verbatim copy.
 */
function duplicateStrength(similarity: number): number {
  const over = (similarity - NEAR_DUPLICATE_THRESHOLD) / (1 - NEAR_DUPLICATE_THRESHOLD);
  return Math.min(1, 0.7 + 0.3 * Math.max(0, over));
}

function nearDuplicateSignal(matches: NearDuplicateMatch[]): ReviewSignal | null {
  const best = matches[0];
  if (!best) return null;
  const whose = best.sameAuthor
    ? 'a un’altra recensione dello stesso account'
    : best.linkedAuthor
      ? 'alla recensione di un account collegato'
      : 'alla recensione di un altro account';
  const more = matches.length > 1 ? ` e ad altre ${matches.length - 1}` : '';
  return {
    kind: 'near_duplicate',
    weight: 'nearDuplicate',
    strength: duplicateStrength(best.similarity),
    reason: `Testo quasi identico ${whose} (${percentText(best.similarity)})${more}`,
    evidence: {
      matches: matches.slice(0, 5).map((match) => ({
        reviewId: match.reviewId,
        similarity: Math.round(match.similarity * 100) / 100,
        sameAuthor: match.sameAuthor,
        linkedAuthor: match.linkedAuthor,
      })),
    },
  };
}

function copiedTextSignal(
  fingerprint: TextFingerprint,
  sources: CopySource[],
  fingerprintOf: (text: string) => TextFingerprint,
): ReviewSignal | null {
  // A text without a sketch (too short) is never anyone's near-duplicate: nothing to compare.
  if (fingerprint.sketch.length === 0) return null;
  let best: { label: string; source: string; similarity: number } | null = null;
  for (const source of sources) {
    const verdict = isNearDuplicate(fingerprint, fingerprintOf(source.text));
    if (verdict.nearDuplicate && (!best || verdict.similarity > best.similarity))
      best = { label: source.label, source: source.source, similarity: verdict.similarity };
  }
  if (!best) return null;
  return {
    kind: 'copied_text',
    weight: 'copiedText',
    strength: duplicateStrength(best.similarity),
    reason: `Testo copiato ${best.label} (${percentText(best.similarity)})`,
    evidence: { source: best.source, label: best.label, similarity: Math.round(best.similarity * 100) / 100 },
  };
}

const LINK_SIGNALS = {
  device: { weight: 'sameDevice', text: 'Stesso dispositivo di' },
  email: { weight: 'sameEmail', text: 'Stessa email normalizzata di' },
  network: { weight: 'sameNetwork', text: 'Stessa rete, nelle stesse 24 ore, di' },
  invite: { weight: 'invite', text: 'Inviti tra account collegati:' },
} as const;

function linkedAccountSignals(linked: LinkedAccounts): ReviewSignal[] {
  return (Object.keys(LINK_SIGNALS) as (keyof typeof LINK_SIGNALS)[])
    .filter((kind) => linked.byKind[kind] > 0)
    .map((kind) => {
      const count = linked.byKind[kind];
      const accounts = count === 1 ? 'un altro account' : `altri ${count} account`;
      return {
        kind: 'linked_accounts',
        weight: LINK_SIGNALS[kind].weight,
        // One shared device may be a household; three are a farm.
        strength: Math.min(1, 0.4 + 0.2 * count),
        reason: `${LINK_SIGNALS[kind].text} ${accounts}`,
        evidence: { link: kind, accounts: count, clusterSize: linked.clusterSize },
      };
    });
}

function ratingAnomalySignal(rating: number, activity: ProductActivity): ReviewSignal | null {
  if (activity.longRun < RATING_HISTORY_MIN || activity.longRunAverage === null) return null;
  if (activity.recent < 3 || activity.recentAverage === null) return null;
  const longRun = activity.longRunAverage;
  const drift = activity.recentAverage - longRun;
  if (Math.abs(drift) < 1.5 || Math.sign(rating - longRun) !== Math.sign(drift)) return null;
  const format = (value: number) =>
    value.toLocaleString('it-IT', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return {
    kind: 'rating_anomaly',
    weight: 'ratingAnomaly',
    strength: Math.min(1, Math.abs(drift) / 2.5),
    reason: `Valutazioni recenti del prodotto lontane dalla media (${format(activity.recentAverage)} contro ${format(longRun)})`,
    evidence: {
      recentAverage: activity.recentAverage,
      longRunAverage: longRun,
      recentReviews: activity.recent,
    },
  };
}

/** Links as rows (this account, the other, the kind) into the counts the signal reads. */
export function linkedAccountsOf(
  links: { kind: string; other: string }[],
  clusterSize: number,
): LinkedAccounts {
  const byKind = { device: 0, network: 0, email: 0, invite: 0 };
  for (const link of links) if (link.kind in byKind) byKind[link.kind as keyof typeof byKind] += 1;
  return {
    clusterSize: links.length ? clusterSize : 0,
    byKind,
    accountIds: [...new Set(links.map((link) => link.other))],
  };
}

/** The product-activity row as both paths' SQL answers it (averages as numeric text). */
export function productActivityOf(
  row:
    | {
        young_burst: number | null;
        recent: number | null;
        recent_average: string | null;
        long_run: number | null;
        long_run_average: string | null;
      }
    | null
    | undefined,
): ProductActivity {
  return {
    youngBurst: row?.young_burst ?? 0,
    recent: row?.recent ?? 0,
    recentAverage: row?.recent_average == null ? null : Number(row.recent_average),
    longRun: row?.long_run ?? 0,
    longRunAverage: row?.long_run_average == null ? null : Number(row.long_run_average),
  };
}

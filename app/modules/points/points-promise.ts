/**
 * The points promise, written once (issue 32 §4; DESIGN.md §3.3, §3.13, §3.18): what a review
 * earns, the voucher rate and ladder, the tiers and the other ways to earn, in the words every page,
 * the FAQ and the legal texts print. The numbers come from the same rules and configuration the code
 * pays with (points-rules.ts, REVIEW_POINTS, REVIEW_POINTS_RULE, TIER_*_POINTS), so a page can
 * never promise what the ledger does not do. Pure and shared with the browser: a loader passes the
 * programme (getPointsProgramme) and the component builds its sentences from it.
 */
import { formatInteger, formatPoints } from '#app/lib/format.ts';
import {
  CASHBACK_POINTS,
  INVITE_MONTHLY_CAP,
  INVITE_POINTS,
  reviewAward,
  type ReviewPointsRule,
  SURVEY_POINTS,
  type TierThresholds,
  VOUCHER_EUROS,
  VOUCHER_LADDER,
  VOUCHER_POINTS,
} from './points-rules.ts';

/** What the promise depends on beyond the constants: the configured review rule and tiers. */
export type PointsProgramme = { review: ReviewPointsRule; tiers: TierThresholds };

/** The first letter upper-cased, to open a sentence with a clause. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The least and the most one approved review pays under the rule (ratings are 1 to 5 stars). */
export function reviewAwardRange(rule: ReviewPointsRule): { min: number; max: number } {
  const awards = [1, 2, 3, 4, 5].map((rating) => reviewAward(rating, rule));
  return { min: Math.min(...awards), max: Math.max(...awards) };
}

/** True when every approved review earns the same, whatever its rating (the default, §3.13). */
export const awardIgnoresRating = (programme: PointsProgramme) => programme.review.rule === 'fixed';

/** "5 punti", or "da 10 a 50 punti" under the rating rule. */
export function reviewPoints(programme: PointsProgramme): string {
  const { min, max } = reviewAwardRange(programme.review);
  return min === max ? formatPoints(min) : `da ${formatInteger(min)} a ${formatPoints(max)}`;
}

/** How the rating rule reads after "… per ogni recensione approvata". */
const TIMES_THE_RATING = ', dieci volte il voto assegnato';

/**
 * What follows "… per ogni recensione approvata": the page's own "whatever the rating" words
 * (", qualunque sia il voto", ", entusiasta o critica che sia") where the award ignores the rating,
 * ", dieci volte il voto assegnato" where the configured rule pays by it. A page never says the
 * rating does not matter when it does.
 */
export function howTheAwardDepends(
  programme: PointsProgramme,
  regardless = ', qualunque sia il voto',
): string {
  return awardIgnoresRating(programme) ? regardless : TIMES_THE_RATING;
}

/** The same words for the pages that also name the tone (how-it-works, the review policy, the terms). */
export const VOTE_AND_TONE = ', qualunque sia il voto e il tono';

/**
 * "5 punti per ogni recensione approvata", or under the rating rule "da 10 a 50 punti per ogni
 * recensione approvata, dieci volte il voto assegnato" (for a sentence that goes on otherwise).
 */
export function reviewAwardClause(programme: PointsProgramme): string {
  return `${reviewPoints(programme)} per ogni recensione approvata${howTheAwardDepends(programme, '')}`;
}

/**
 * The review award as a sentence: "5 punti per ogni recensione approvata, qualunque sia il voto."
 * (home, rewards; with VOTE_AND_TONE: how-it-works).
 */
export function reviewAwardSentence(programme: PointsProgramme, regardless?: string): string {
  return `${capitalise(`${reviewPoints(programme)} per ogni recensione approvata`)}${howTheAwardDepends(programme, regardless)}.`;
}

/** "Ogni recensione approvata vale 5 punti, qualunque sia il voto." (dashboard, write a review). */
export function reviewWorthSentence(programme: PointsProgramme): string {
  return `Ogni recensione approvata vale ${reviewPoints(programme)}${howTheAwardDepends(programme)}.`;
}

/** "50 punti = 5 €". */
export const voucherRateShort = `${VOUCHER_POINTS} punti = ${VOUCHER_EUROS} €`;

/** "50 punti = un buono da 5 €". */
export const voucherRate = `${VOUCHER_POINTS} punti = un buono da ${VOUCHER_EUROS} €`;

/** "con 50 punti ottieni un buono da 5 €" (capitalise it to open a sentence). */
export const firstVoucher = `con ${VOUCHER_POINTS} punti ottieni un buono da ${VOUCHER_EUROS} €`;

/** The larger cuts after the first: "buoni da 10 € (100 punti), 25 € (250 punti) e 50 € (500 punti)". */
export const largerVouchers = `buoni da ${listInItalian(
  VOUCHER_LADDER.slice(1).map((cut) => `${cut.euros} € (${formatPoints(cut.points)})`),
)}`;

/** Every cut, points first: "50 punti per un buono da 5 €, 100 punti per 10 €, …" (terms). */
export const voucherLadderByPoints = VOUCHER_LADDER.map((cut, index) =>
  index === 0
    ? `${formatPoints(cut.points)} per un buono da ${cut.euros} €`
    : `${formatPoints(cut.points)} per ${cut.euros} €`,
).join(', ');

/** "Bronze da 0, Silver da 250 e Gold da 1.000 punti". */
export function tierLadder(tiers: TierThresholds): string {
  return `Bronze da 0, Silver da ${formatInteger(tiers.silver)} e Gold da ${formatPoints(tiers.gold)}`;
}

/** "da +3 a +10 punti" (capitalise it to open a sentence). */
export const surveyRange = `da +${SURVEY_POINTS.min} a +${formatPoints(SURVEY_POINTS.max)}`;
/** "da +2 a +15 punti". */
export const cashbackRange = `da +${CASHBACK_POINTS.min} a +${formatPoints(CASHBACK_POINTS.max)}`;
/** "+10 punti". */
export const invitePoints = `+${formatPoints(INVITE_POINTS)}`;
/** "20": paid invites per inviter in any 30 days. */
export const inviteCap = formatInteger(INVITE_MONTHLY_CAP);

/** "a", "a e b", "a, b e c". */
function listInItalian(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

import { getConfig } from '#app/lib/env.server.ts';
import type { PointsProgramme } from './points-promise.ts';

/**
 * The configured part of the points programme (REVIEW_POINTS, REVIEW_POINTS_RULE, TIER_*_POINTS),
 * for a loader to hand to the sentences of points-promise.ts: the pages promise what the review
 * approval pays (moderate-review reads the same configuration).
 */
export function getPointsProgramme(): PointsProgramme {
  const { reviewPoints, tiers } = getConfig();
  return { review: { rule: reviewPoints.rule, fixed: reviewPoints.fixed }, tiers: { ...tiers } };
}

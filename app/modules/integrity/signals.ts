import type { IntegritySettings, SignalWeightKey } from './integrity-settings.ts';

/**
 * One thing the machine noticed about a review: how strong (0–1), the setting whose weight it
 * carries, a reason in Italian naming the evidence, and the evidence itself for the moderator.
 */
export type ReviewSignal = {
  kind: SignalKind;
  weight: SignalWeightKey;
  strength: number;
  reason: string;
  evidence: Record<string, unknown>;
};

export type SignalKind =
  | 'near_duplicate'
  | 'copied_text'
  | 'linked_accounts'
  | 'velocity'
  | 'burst'
  | 'rating_anomaly'
  | 'low_information';

export type ScoredSignal = ReviewSignal & { points: number };

export type RiskAssessment = {
  score: number;
  held: boolean;
  atRisk: boolean;
  /** Strongest first: what the moderator reads. */
  signals: ScoredSignal[];
};

/**
 * The risk score (0–100): signals combine like independent pieces of evidence (a noisy OR), so two
 * weak signals together count for more than either, and no number of signals passes 100. Each
 * signal's own contribution (its points) is what it would score alone.
 */
export function assessRisk(signals: ReviewSignal[], settings: IntegritySettings): RiskAssessment {
  let clean = 1;
  const scored = signals.map((signal) => {
    const probability = (clamp01(signal.strength) * settings.weights[signal.weight]) / 100;
    clean *= 1 - probability;
    return { ...signal, points: Math.round(probability * 100) };
  });
  const score = Math.round((1 - clean) * 100);
  scored.sort((a, b) => b.points - a.points);
  return {
    score,
    held: score >= settings.holdThreshold,
    atRisk: score >= settings.atRiskThreshold,
    signals: scored,
  };
}

function clamp01(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

/** "92 %" as Italian typography writes a percentage. */
export function percentText(fraction: number): string {
  return `${Math.round(fraction * 100)} %`;
}

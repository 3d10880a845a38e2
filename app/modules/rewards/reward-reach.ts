import { formatPoints } from '#app/lib/format.ts';

/** A voucher of the catalogue, as much as is needed to say whether it is within reach. */
export type ReachableReward = { id: string; name: string; partner: string; costPoints: number };

/**
 * What a balance buys in the active catalogue: the vouchers it can redeem now (cheapest first) and
 * the next one beyond them, with the points still missing. A person with 64 points reads first that
 * the 50-point voucher can be asked for today, and only then how far the 100-point one is — never
 * "ancora 36 punti per il prossimo buono" as if nothing were affordable yet. The catalogue is the
 * admins' (its costs need not be multiples of VOUCHER_POINTS), so the rule reads the real costs, the
 * same test `listRewardCatalog` marks as `affordable` and redeeming enforces (balance ≥ cost).
 */
export function rewardReach<Reward extends ReachableReward>(points: number, catalog: readonly Reward[]) {
  const balance = Math.max(0, points);
  const byCost = [...catalog].sort((a, b) => a.costPoints - b.costPoints);
  const affordable = byCost.filter((reward) => reward.costPoints <= balance);
  const beyond = byCost.find((reward) => reward.costPoints > balance);
  return {
    balance,
    affordable,
    next: beyond ? { reward: beyond, missing: beyond.costPoints - balance } : null,
  };
}
export type RewardReach = ReturnType<typeof rewardReach<ReachableReward>>;

/** "Buono 5 € Amazon.it": a voucher's name and where it is spent. */
export const rewardLabel = (reward: Pick<ReachableReward, 'name' | 'partner'>) =>
  reward.partner ? `${reward.name} ${reward.partner}` : reward.name;

/** "Buono 5 € Amazon.it, Buono 10 € Amazon.it o Buono 25 € MediaWorld". */
export function rewardList(rewards: readonly Pick<ReachableReward, 'name' | 'partner'>[]): string {
  const labels = rewards.map(rewardLabel);
  return labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} o ${labels.at(-1)}`;
}

/**
 * The words under a balance, in the order a person needs them: what can be redeemed now, then the
 * distance to the next voucher beyond it (or to the first one, when none is affordable yet).
 */
export function rewardReachText(reach: RewardReach): { now: string | null; next: string | null } {
  const { affordable, next } = reach;
  if (!affordable.length) {
    return {
      now: null,
      next: next ? `Ancora ${formatPoints(next.missing)} per il ${rewardLabel(next.reward)}.` : null,
    };
  }
  return {
    now: `Puoi già richiedere: ${rewardList(affordable)}.`,
    next: next
      ? `Prossimo premio: ${rewardLabel(next.reward)}, ancora ${formatPoints(next.missing)}.`
      : 'Hai punti per qualunque premio del catalogo.',
  };
}

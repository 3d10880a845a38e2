import { Link } from 'react-router';
import { ProgressBar } from '#app/modules/points/components/progress-bar.tsx';
import { rewardLabel, rewardReach, rewardReachText, type ReachableReward } from '../reward-reach.ts';

/**
 * Under a balance: the vouchers it can redeem now, with the way to ask for them, then the bar and
 * the distance to the next voucher beyond them (`rewardReach`).
 */
export function RewardReach({ points, rewards }: { points: number; rewards: readonly ReachableReward[] }) {
  const reach = rewardReach(points, rewards);
  const text = rewardReachText(reach);
  return (
    <>
      {text.now && (
        <div className="mt-3 rounded-xl bg-brand-50 p-3">
          <p className="text-sm font-semibold">{text.now}</p>
          <Link
            to="/rewards"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
          >
            Richiedi un premio
          </Link>
        </div>
      )}
      {reach.next && (
        <div className="mt-4">
          <ProgressBar
            label={`Avanzamento verso il ${rewardLabel(reach.next.reward)}`}
            value={reach.balance}
            max={reach.next.reward.costPoints}
          />
        </div>
      )}
      {text.next && <p className="mt-2 text-sm text-ink-muted">{text.next}</p>}
    </>
  );
}

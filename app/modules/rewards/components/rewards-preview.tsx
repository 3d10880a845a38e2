import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { formatPoints } from '#app/lib/format.ts';
import { invitePoints, voucherRate } from '#app/modules/points/points-promise.ts';
import { Reveal } from '#app/ui/reveal.tsx';
import type { CatalogReward } from '../rewards-catalog.server.ts';

/** The landing's 'Premi': what a point is worth, the other ways to earn, and the vouchers on offer. */
export function RewardsPreview({ rewards }: { rewards: CatalogReward[] }) {
  return (
    <Reveal>
      <section aria-labelledby="premi" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="premi" className="text-2xl font-bold md:text-3xl">
          Premi
        </h2>
        <p className="mt-2 text-ink-muted">
          {voucherRate}. E puoi guadagnarne altri con sondaggi, cashback e {invitePoints} per ogni amico che
          inviti.
        </p>
        <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
          {rewards.map((reward) => (
            <li key={reward.id} className="rounded-xl border border-line bg-surface p-4">
              <Gift aria-hidden className="size-6 text-brand-700" />
              <p className="mt-2 font-semibold">{reward.name}</p>
              <p className="text-sm text-ink-muted">{reward.partner}</p>
              {/* Its own line, never broken: "50 / punti" split over two lines on phones. */}
              <p className="text-sm font-semibold whitespace-nowrap">{formatPoints(reward.costPoints)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4">
          <Link
            to="/rewards"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            Scopri tutti i premi
          </Link>
        </p>
      </section>
    </Reveal>
  );
}

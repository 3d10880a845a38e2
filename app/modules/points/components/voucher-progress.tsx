import { formatPoints } from '#app/lib/format.ts';
import { VOUCHER_EUROS, VOUCHER_POINTS } from '../points-rules.ts';
import { ProgressBar } from './progress-bar.tsx';

/** Progress to the next voucher: points modulo 50 (spec §9), with what is missing. */
export function VoucherProgress({ current, missing }: { current: number; missing: number }) {
  return (
    <>
      <div className="mt-4">
        <ProgressBar label="Avanzamento verso il prossimo buono" value={current} max={VOUCHER_POINTS} />
      </div>
      <p className="mt-2 text-sm text-ink-muted">
        {current} di {VOUCHER_POINTS}: ancora {formatPoints(missing)} per il prossimo buono da {VOUCHER_EUROS}{' '}
        €.
      </p>
    </>
  );
}

import { Link } from 'react-router';
import { formatPoints } from '#app/lib/format.ts';
import { cn } from '#app/ui/cn.ts';

/** A person's cashback points: pending (promised, not yet spendable) and confirmed (decision 020). */
export function CashbackPoints(props: {
  pending: number;
  confirmed: number;
  className?: string;
  /** Off on /cashback itself. */
  linkToPage?: boolean;
}) {
  return (
    <section
      aria-labelledby="cashback-punti"
      className={cn('rounded-2xl border border-line bg-surface p-5', props.className)}
    >
      <h2 id="cashback-punti" className="font-semibold">
        Cashback
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-ink-muted">In attesa di conferma</dt>
          <dd className="text-xl font-bold">{formatPoints(props.pending)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Confermati</dt>
          <dd className="text-xl font-bold">{formatPoints(props.confirmed)}</dd>
        </div>
      </dl>
      {props.linkToPage !== false && (
        <Link
          to="/cashback"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
        >
          I tuoi acquisti con cashback
        </Link>
      )}
    </section>
  );
}

import type { ReactNode } from 'react';
import { formatInteger } from '#app/lib/format.ts';
import type { ReviewCounts } from '../../cluster-linked-accounts.server.ts';

/** A panel of a back-office page, titled, with an optional note beside the title. */
export function ClusterPanel(props: { title: string; id: string; note?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${props.id}-title`} className="rounded-2xl border border-line bg-surface p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${props.id}-title`} className="text-lg font-semibold">
          {props.title}
        </h2>
        {props.note && <div className="text-sm">{props.note}</div>}
      </div>
      <div className="mt-3">{props.children}</div>
    </section>
  );
}

/** '2 in attesa · 5 pubblicate · 1 rifiutata'. */
export function reviewCountsLabel(counts: ReviewCounts): string {
  return [
    `${formatInteger(counts.pending)} in attesa`,
    `${formatInteger(counts.published)} ${counts.published === 1 ? 'pubblicata' : 'pubblicate'}`,
    `${formatInteger(counts.rejected)} ${counts.rejected === 1 ? 'rifiutata' : 'rifiutate'}`,
  ].join(' · ');
}

export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}

export const tableClass = 'w-full min-w-[40rem] text-left text-sm';
export const rowClass = 'border-b border-line last:border-0';

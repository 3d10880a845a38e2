import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusPill, type PillTone } from '#app/ui/admin/page-parts.tsx';

/** A review's integrity risk as the moderator reads it: a number out of 100, coloured by the rules. */
export function RiskBadge(props: { score: number; held: boolean; atRiskThreshold: number }) {
  const tone: PillTone = props.held ? 'red' : props.score >= props.atRiskThreshold ? 'amber' : 'grey';
  return (
    <StatusPill tone={tone}>
      Rischio {props.score}/100{props.held ? ' · trattenuta per verifica' : ''}
    </StatusPill>
  );
}

/** A text with the given character ranges marked (the passages two reviews share). */
export function HighlightedText(props: { text: string; ranges: Array<[number, number]> }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of props.ranges) {
    if (start < at || end <= start || end > props.text.length) continue;
    if (start > at) parts.push(props.text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded bg-amber-200 px-0.5 text-ink">
        {props.text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  parts.push(props.text.slice(at));
  return <p className="whitespace-pre-line text-sm leading-relaxed">{parts}</p>;
}

/**
 * On a moderation card: the strongest reasons the checks give, and the way to their evidence
 * ('e' on the keyboard opens it too).
 */
export function RiskReasons({ review }: { review: { id: string; title: string; riskReasons: string[] } }) {
  return (
    <div className="mt-3 text-sm">
      {review.riskReasons.length > 0 && (
        <ul className="list-disc space-y-0.5 pl-5 text-amber-900" aria-label="Segnali di integrità">
          {review.riskReasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      <Link
        to={`/admin/reviews/${review.id}`}
        data-shortcut="evidence"
        className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
        aria-label={`Vedi le prove della recensione «${review.title}»`}
      >
        Vedi le prove
      </Link>
    </div>
  );
}

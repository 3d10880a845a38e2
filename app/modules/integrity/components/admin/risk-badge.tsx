import type { ReactNode } from 'react';
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

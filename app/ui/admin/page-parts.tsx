import { Download, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import { Button } from '../button.tsx';
import { cn } from '../cn.ts';

const outlineLink =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-semibold';

/** A section's title with its Export CSV link (the list's own filters) and an optional refresh. */
export function AdminPageHeader(props: {
  title: string;
  exportHref?: string;
  refresh?: boolean;
  children?: ReactNode;
}) {
  const revalidator = useRevalidator();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold">{props.title}</h1>
      <div className="flex flex-wrap gap-2">
        {props.children}
        {props.exportHref && (
          <a href={props.exportHref} className={outlineLink} download>
            <Download aria-hidden className="size-4" /> Export CSV
          </a>
        )}
        {props.refresh && (
          <Button
            variant="secondary"
            onClick={() => void revalidator.revalidate()}
            disabled={revalidator.state !== 'idle'}
          >
            <RefreshCw aria-hidden className="size-4" /> Aggiorna
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * The filters of a list, in the URL (GET form): the fields, then 'Filtra', 'Azzera filtri' back
 * to `resetTo`, any chips of filters set from a card, and the count of what matched.
 */
export function FilterBar(props: {
  resetTo: string;
  count: string;
  chips?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      className={cn(
        'grid gap-3 rounded-2xl border border-line bg-surface p-4 md:grid-cols-6',
        props.className,
      )}
    >
      {props.children}
      <div className="flex flex-wrap items-center gap-2 md:col-span-6">
        <Button type="submit">Filtra</Button>
        <Link
          to={props.resetTo}
          className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-brand-700 underline"
        >
          Azzera filtri
        </Link>
        {props.chips}
        <span className="ml-auto text-sm text-ink-muted" aria-live="polite">
          {props.count}
        </span>
      </div>
    </Form>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl border border-line bg-surface p-8 text-center">{children}</p>;
}

export type PillTone = 'amber' | 'green' | 'red' | 'grey' | 'blue';
const tones: Record<PillTone, string> = {
  amber: 'bg-amber-100 text-amber-900',
  green: 'bg-green-100 text-green-900',
  red: 'bg-red-100 text-red-900',
  grey: 'bg-gray-100 text-gray-900',
  blue: 'bg-brand-50 text-brand-800',
};

/** A status label on a card (colour always paired with its text). */
export function StatusPill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[tone])}>{children}</span>
  );
}

/** A section's tabs as links (the tab lives in the URL, so reload and the back button keep it). */
export function TabLinks(props: {
  label: string;
  tabs: { key: string; label: string; to: string }[];
  current: string;
}) {
  return (
    <nav aria-label={props.label} className="flex flex-wrap gap-2">
      {props.tabs.map((item) => (
        <Link
          key={item.key}
          to={item.to}
          aria-current={item.key === props.current ? 'page' : undefined}
          className={
            item.key === props.current
              ? 'inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white'
              : 'inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 text-sm font-semibold'
          }
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}

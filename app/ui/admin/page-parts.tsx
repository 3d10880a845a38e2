import { Download, RefreshCw, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Form, Link, useLocation, useRevalidator } from 'react-router';
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

/** URL parameters of a list that are not filters: where it is, how much a page holds, which tab. */
const NOT_FILTERS = new Set(['page', 'pageSize', 'tab', 'sort']);

/** How many filters the URL sets (each name once, empty values not counted). */
export function activeFilterCount(search: string): number {
  const names = new Set<string>();
  for (const [name, value] of new URLSearchParams(search)) {
    if (value.trim() !== '' && !NOT_FILTERS.has(name)) names.add(name);
  }
  return names.size;
}

/**
 * The filters of a list, in the URL (GET form): the fields, then 'Filtra', 'Azzera filtri' back
 * to `resetTo`, any chips of filters set from a card, and the count of what matched.
 * On phones the fields fold behind 'Filtri (2 attivi)', so the first result is on the first
 * screen; beside a page they are always open. The fold is a checkbox and CSS (like the public
 * catalogue's), so it works before the page's script has loaded, and without it.
 */
export function FilterBar(props: {
  resetTo: string;
  count: string;
  chips?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const active = activeFilterCount(useLocation().search);
  return (
    <Form
      method="get"
      className={cn(
        'group flex flex-wrap items-center gap-x-2 gap-y-3 rounded-2xl border border-line bg-surface p-4',
        props.className,
      )}
    >
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus md:hidden">
        <input type="checkbox" className="filter-fold sr-only" aria-controls={`${id}-fields`} />
        <SlidersHorizontal aria-hidden className="size-4" />
        Filtri{active > 0 ? ` (${active} ${active === 1 ? 'attivo' : 'attivi'})` : ''}
      </label>
      {/* Beside 'Filtri' on phones, at the end of the buttons' line beside a page. */}
      <span className="ml-auto text-sm text-ink-muted md:order-last" aria-live="polite">
        {props.count}
      </span>
      <div
        id={`${id}-fields`}
        className="grid basis-full gap-3 max-md:hidden max-md:group-has-[.filter-fold:checked]:grid md:grid-cols-6"
      >
        {props.children}
      </div>
      <div className="flex flex-wrap items-center gap-2 max-md:hidden max-md:group-has-[.filter-fold:checked]:flex">
        <Button type="submit">Filtra</Button>
        <Link
          to={props.resetTo}
          className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-brand-700 underline"
        >
          Azzera filtri
        </Link>
      </div>
      {/* A filter set from a card ('Solo un utente ✕') stays in sight on phones with the fold closed. */}
      {props.chips && <div className="flex flex-wrap gap-2 max-md:basis-full">{props.chips}</div>}
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

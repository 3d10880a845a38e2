import { Link } from 'react-router';
import { formatInteger } from '#app/lib/format.ts';
import { cn } from '#app/ui/cn.ts';

const control = 'min-h-11 w-full rounded-lg border border-line bg-surface';

/** One labelled filter of a back-office list (all of them live in the URL). */
function Field(props: { id: string; label: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={props.className}>
      <label htmlFor={props.id} className="mb-1 block text-sm font-medium">
        {props.label}
      </label>
      {props.children}
    </div>
  );
}

export function SearchFilter(props: { id: string; value: string; placeholder: string }) {
  return (
    <Field id={props.id} label="Cerca" className="md:col-span-2">
      <input
        id={props.id}
        name="q"
        type="search"
        defaultValue={props.value}
        key={props.value}
        placeholder={props.placeholder}
        className={cn(control, 'px-3')}
      />
    </Field>
  );
}

/** A select with 'Tutti' first; `key` resets it when the URL changes it. */
export function SelectFilter(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  all?: string;
}) {
  return (
    <Field id={props.id} label={props.label}>
      <select
        id={props.id}
        name={props.name}
        defaultValue={props.value}
        key={props.value}
        className={cn(control, 'px-2')}
      >
        {props.all !== undefined && <option value="">{props.all}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function DateRangeFilters(props: { idPrefix: string; from: string; to: string }) {
  return (
    <>
      {(['from', 'to'] as const).map((name) => (
        <Field key={name} id={`${props.idPrefix}-${name}`} label={name === 'from' ? 'Dal' : 'Al'}>
          <input
            id={`${props.idPrefix}-${name}`}
            name={name}
            type="date"
            defaultValue={props[name]}
            key={`${name}${props[name]}`}
            className={cn(control, 'px-2')}
          />
        </Field>
      ))}
    </>
  );
}

export function PageSizeFilter(props: { id: string; value: number; sizes: readonly number[] }) {
  return (
    <SelectFilter
      id={props.id}
      name="pageSize"
      label="Per pagina"
      value={String(props.value)}
      options={props.sizes.map((size) => ({ value: String(size), label: String(size) }))}
    />
  );
}

/** "Solo un utente ✕": a filter set from a card, removed with one click. */
export function FilterChip(props: { to: string; label: string }) {
  return (
    <Link to={props.to} className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-3 text-sm">
      {props.label} ✕
    </Link>
  );
}

/** Precedente · Pagina X di Y · Successiva, as real links. */
export function PrevNextPager(props: {
  page: number;
  pageCount: number;
  hasNext: boolean;
  approximate?: boolean;
  href: (page: number) => string;
}) {
  const step = (label: string, target: number, enabled: boolean) =>
    enabled ? (
      <Link
        to={props.href(target)}
        className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4"
      >
        {label}
      </Link>
    ) : (
      <span
        className="inline-flex min-h-11 items-center rounded-lg border border-line px-4 text-ink-muted"
        aria-disabled="true"
      >
        {label}
      </span>
    );
  return (
    <nav aria-label="Pagine" className="flex items-center justify-center gap-3">
      {step('Precedente', props.page - 1, props.page > 1)}
      <span>
        Pagina {props.page} di {formatInteger(props.pageCount)}
        {props.approximate ? '+' : ''}
      </span>
      {step('Successiva', props.page + 1, props.hasNext)}
    </nav>
  );
}

/** '1 recensione', '42 recensioni', or 'oltre 1.000 recensioni' when the count stopped at its cap. */
export function countLabel(total: number, capped: boolean, one: string, many: string): string {
  if (capped) return `oltre ${formatInteger(total)} ${many}`;
  return total === 1 ? `1 ${one}` : `${formatInteger(total)} ${many}`;
}

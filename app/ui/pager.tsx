import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from './cn.ts';

/** Up to 5 page numbers around the current one (spec: the pager shows at most 5 buttons). */
export function pageWindow(page: number, pageCount: number, size = 5): number[] {
  if (pageCount <= 0) return [];
  const half = Math.floor(size / 2);
  let start = Math.max(1, page - half);
  const end = Math.min(pageCount, start + size - 1);
  start = Math.max(1, end - size + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/**
 * Previous, up to 5 page numbers, next (and with `firstLast`, first and last around them); each a
 * real link, so the back button and reload work.
 */
export function Pager(props: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  label?: string;
  firstLast?: boolean;
}) {
  if (props.pageCount <= 1) return null;
  const item =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-line px-3 text-sm font-medium';
  const edge = (label: string, target: number, icon: React.ReactNode) =>
    props.page !== target ? (
      <Link to={props.href(target)} className={cn(item, 'bg-surface hover:bg-brand-50')}>
        {icon} {label}
      </Link>
    ) : (
      <span className={cn(item, 'text-ink-muted')} aria-disabled="true">
        {icon} {label}
      </span>
    );
  return (
    <nav
      aria-label={props.label ?? 'Paginazione'}
      className="mt-8 flex flex-wrap items-center justify-center gap-2"
    >
      {props.firstLast && edge('Prima', 1, <ChevronsLeft aria-hidden className="size-4" />)}
      {props.page > 1 ? (
        <Link to={props.href(props.page - 1)} className={cn(item, 'bg-surface hover:bg-brand-50')} rel="prev">
          <ChevronLeft aria-hidden className="size-4" /> Precedente
        </Link>
      ) : (
        <span className={cn(item, 'text-ink-muted')} aria-disabled="true">
          <ChevronLeft aria-hidden className="size-4" /> Precedente
        </span>
      )}
      {pageWindow(props.page, props.pageCount).map((page) => (
        <Link
          key={page}
          to={props.href(page)}
          aria-current={page === props.page ? 'page' : undefined}
          aria-label={`Pagina ${page}`}
          className={cn(
            item,
            page === props.page ? 'border-brand-700 bg-brand-700 text-white' : 'bg-surface hover:bg-brand-50',
          )}
        >
          {page}
        </Link>
      ))}
      {props.page < props.pageCount ? (
        <Link to={props.href(props.page + 1)} className={cn(item, 'bg-surface hover:bg-brand-50')} rel="next">
          Successiva <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span className={cn(item, 'text-ink-muted')} aria-disabled="true">
          Successiva <ChevronRight aria-hidden className="size-4" />
        </span>
      )}
      {props.firstLast && edge('Ultima', props.pageCount, <ChevronsRight aria-hidden className="size-4" />)}
    </nav>
  );
}

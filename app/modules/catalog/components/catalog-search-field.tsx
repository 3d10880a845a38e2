import { Search } from 'lucide-react';
import { cn } from '#app/ui/cn.ts';

/**
 * Short enough to show whole in the field on a 360 px phone (the search matches names, brands
 * and the categories a word names).
 */
export const CATALOG_SEARCH_PLACEHOLDER = 'Prodotto, marca o categoria';

/**
 * The catalogue's search field and its button, for a GET form to /catalog (the catalogue's own
 * form and the landing's hero). On phones the button is the magnifier alone, so the field keeps
 * the room for its text; its name stays 'Cerca'.
 */
export function CatalogSearchField(props: {
  id: string;
  label: React.ReactNode;
  labelClassName?: string;
  defaultValue?: string;
  size?: 'md' | 'lg';
}) {
  const large = props.size === 'lg';
  return (
    <>
      <label htmlFor={props.id} className={props.labelClassName ?? 'sr-only'}>
        {props.label}
      </label>
      <div className="flex gap-2">
        <input
          id={props.id}
          name="q"
          type="search"
          defaultValue={props.defaultValue}
          maxLength={100}
          placeholder={CATALOG_SEARCH_PLACEHOLDER}
          className={cn(
            'min-w-0 flex-1 rounded-lg border border-line bg-surface px-3',
            large ? 'min-h-12 text-base' : 'min-h-11',
          )}
        />
        <CatalogSearchButton large={large} />
      </div>
    </>
  );
}

/** The search form's submit button: 'Cerca', the magnifier alone on phones (its name stays 'Cerca'). */
export function CatalogSearchButton({ large }: { large: boolean }) {
  return (
    <button
      type="submit"
      className={cn(
        'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800 max-sm:w-12',
        large ? 'min-h-12 sm:px-6' : 'min-h-11 sm:px-5',
      )}
    >
      <Search aria-hidden className="size-5 sm:hidden" />
      <span className="max-sm:sr-only">Cerca</span>
    </button>
  );
}

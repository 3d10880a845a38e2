import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { SearchCombobox } from './search-combobox.tsx';

/**
 * The site header's search (decision 038): a 'Cerca' button in the top bar that opens a row under
 * the header with the search field and its suggestions, at every width, so it never crowds the
 * bar on a phone. A <details> element: without JavaScript the button still opens the row and the
 * field is a plain search of the catalogue. With it, the field takes the focus when the row opens,
 * and the row closes on Escape, on a click outside and once a page is chosen.
 */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    details.current?.querySelector('input')?.focus();
    const outside = (event: PointerEvent) => {
      if (!details.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <details
      ref={details}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        // The field's own Escape (closing its suggestions) does not come this far.
        if (event.key === 'Escape' && open) {
          setOpen(false);
          details.current?.querySelector('summary')?.focus();
        }
      }}
      className="group"
    >
      <summary className="inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-2 rounded-lg px-2 text-sm font-medium text-ink hover:bg-brand-50 group-open:bg-brand-50 sm:px-3 [&::-webkit-details-marker]:hidden">
        <Search aria-hidden className="size-5" />
        <span className="max-sm:sr-only">Cerca</span>
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-line bg-surface shadow-md">
        <Form
          method="get"
          action="/catalog"
          role="search"
          aria-label="Ricerca rapida"
          className="mx-auto max-w-3xl px-4 py-3"
        >
          <SearchCombobox id="header-q" label="Cerca nel catalogo" onChosen={() => setOpen(false)} />
        </Form>
      </div>
    </details>
  );
}

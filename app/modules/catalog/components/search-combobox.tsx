import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatPrice } from '#app/lib/format.ts';
import { cn } from '#app/ui/cn.ts';
import { CATALOG_SEARCH_PLACEHOLDER, CatalogSearchButton } from './catalog-search-field.tsx';
import {
  canSuggest,
  SUGGEST_MAX_LENGTH,
  SUGGEST_PATH,
  suggestionCountText,
  type Suggestions,
} from '../suggest.ts';

/** Milliseconds without a keystroke before asking: one request per pause, not one per letter. */
export const SUGGEST_DEBOUNCE_MS = 150;

type Option =
  | {
      kind: 'product';
      key: string;
      url: string;
      label: string;
      imageUrl: string | null;
      price: number | null;
    }
  | { kind: 'brand' | 'category'; key: string; url: string; label: string; detail: string };

const GROUPS = [
  { kind: 'product', title: 'Prodotti' },
  { kind: 'brand', title: 'Marche' },
  { kind: 'category', title: 'Categorie' },
] as const;

const productsText = (count: number) => (count === 1 ? '1 prodotto' : `${count} prodotti`);

function optionsOf(suggestions: Suggestions): Option[] {
  return [
    ...suggestions.products.map((product) => ({
      kind: 'product' as const,
      key: `p-${product.id}`,
      url: product.url,
      label: product.name,
      imageUrl: product.imageUrl,
      price: product.bestPrice,
    })),
    ...suggestions.brands.map((brand) => ({
      kind: 'brand' as const,
      key: `b-${brand.name}`,
      url: brand.url,
      label: brand.name,
      detail: productsText(brand.productCount),
    })),
    ...suggestions.categories.map((category) => ({
      kind: 'category' as const,
      key: `c-${category.slug}`,
      url: category.url,
      label: category.name,
      detail: productsText(category.productCount),
    })),
  ];
}

/**
 * The catalogue's search field with suggestions as you type (decision 038): the WAI-ARIA 1.2
 * combobox pattern with a grouped listbox (products with picture and best price, brands,
 * categories). Down and Up move through the suggestions (focus stays in the field, the active
 * one is aria-activedescendant), Enter opens the active one or searches what was typed, Escape
 * closes the list; a polite live region says how many there are. Requests wait for a pause of
 * 150 ms and a newer one cancels the one before. It sits in a GET form to /catalog: without
 * JavaScript it is the plain search field and nothing claims to be a combobox.
 */
export function SearchCombobox(props: {
  id: string;
  label: React.ReactNode;
  labelClassName?: string;
  defaultValue?: string;
  size?: 'md' | 'lg';
  /** Called once a suggestion is chosen (the header closes its phone row). */
  onChosen?: () => void;
}) {
  const large = props.size === 'lg';
  const navigate = useNavigate();
  const listboxId = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [value, setValue] = useState(props.defaultValue ?? '');
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<AbortController | null>(null);
  const listbox = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);

  // Only a hydrated field is a combobox: before that (or without JavaScript) it is a plain search.
  useEffect(() => setEnhanced(true), []);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.abort();
    },
    [],
  );

  const options = suggestions ? optionsOf(suggestions) : [];
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listboxId}-${index}`;

  useEffect(() => {
    if (!expanded || active < 0) return;
    listbox.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [active, expanded]);

  function cancel() {
    clearTimeout(timer.current);
    pending.current?.abort();
    pending.current = null;
  }

  function ask(q: string) {
    cancel();
    if (!canSuggest(q)) {
      setSuggestions(null);
      setOpen(false);
      setActive(-1);
      setAnnouncement('');
      return;
    }
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      pending.current = controller;
      fetch(`${SUGGEST_PATH}?${new URLSearchParams({ q })}`, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      })
        .then((response) => (response.ok ? (response.json() as Promise<Suggestions>) : null))
        .then((answer) => {
          if (controller.signal.aborted || !answer) return;
          const count = optionsOf(answer).length;
          setSuggestions(answer);
          setActive(-1);
          // An answer that comes after the person left the field waits for them to come back.
          setOpen(count > 0 && document.activeElement === field.current);
          setAnnouncement(suggestionCountText(count));
        })
        .catch(() => {
          // Superseded (aborted) or offline: the field still searches on Enter.
        })
        .finally(() => {
          if (pending.current === controller) pending.current = null;
        });
    }, SUGGEST_DEBOUNCE_MS);
  }

  function choose(option: Option) {
    cancel();
    setOpen(false);
    setActive(-1);
    props.onChosen?.();
    void navigate(option.url);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (!enhanced || event.nativeEvent.isComposing) return;
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setOpen(true);
          setActive(down ? 0 : count - 1);
        } else {
          setActive((current) => (down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
        }
        return;
      }
      case 'Enter':
        if (expanded && active >= 0 && options[active]) {
          event.preventDefault();
          choose(options[active]);
        } else {
          cancel();
          setOpen(false);
        }
        return;
      case 'Escape':
        if (expanded) {
          // Closes the list and keeps the text (the search field would otherwise clear it).
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        return;
      case 'Tab':
        setOpen(false);
        setActive(-1);
        return;
    }
  }

  let index = -1;
  return (
    <>
      <label htmlFor={props.id} className={props.labelClassName ?? 'sr-only'}>
        {props.label}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            ref={field}
            id={props.id}
            name="q"
            type="search"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              ask(event.target.value);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => {
              if (suggestions && suggestions.q === value.trim()) setOpen(true);
            }}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
            }}
            maxLength={SUGGEST_MAX_LENGTH}
            placeholder={CATALOG_SEARCH_PLACEHOLDER}
            autoComplete="off"
            {...(enhanced && {
              role: 'combobox',
              'aria-autocomplete': 'list' as const,
              'aria-expanded': expanded,
              'aria-controls': listboxId,
              'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
            })}
            className={cn(
              'w-full rounded-lg border border-line bg-surface px-3',
              large ? 'min-h-12 text-base' : 'min-h-11',
            )}
          />
          {enhanced && (
            <div
              ref={listbox}
              id={listboxId}
              role="listbox"
              aria-label="Suggerimenti"
              hidden={!expanded}
              className="absolute inset-x-0 top-full z-50 mt-1 rounded-xl border border-line bg-surface p-1 text-left text-ink shadow-xl"
            >
              {expanded &&
                GROUPS.map((group) => {
                  const members = options.filter((option) => option.kind === group.kind);
                  if (members.length === 0) return null;
                  const titleId = `${listboxId}-${group.kind}`;
                  return (
                    <div key={group.kind} role="group" aria-labelledby={titleId}>
                      <div
                        role="presentation"
                        id={titleId}
                        className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase"
                      >
                        {group.title}
                      </div>
                      {members.map((option) => {
                        index += 1;
                        const position = index;
                        const selected = position === active;
                        return (
                          <div
                            key={option.key}
                            id={optionId(position)}
                            role="option"
                            aria-selected={selected}
                            // Keeps the focus in the field: the click chooses, the field stays the one control.
                            onMouseDown={(event) => event.preventDefault()}
                            onClick={() => choose(option)}
                            onMouseMove={() => {
                              if (!selected) setActive(position);
                            }}
                            className={cn(
                              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-1.5 text-sm',
                              selected ? 'bg-brand-50 text-brand-800' : 'text-ink',
                            )}
                          >
                            {option.kind === 'product' ? (
                              <>
                                {option.imageUrl ? (
                                  <img
                                    src={option.imageUrl}
                                    alt=""
                                    width={40}
                                    height={40}
                                    loading="lazy"
                                    decoding="async"
                                    className="size-10 shrink-0 rounded-md bg-white object-contain"
                                  />
                                ) : (
                                  <span aria-hidden className="size-10 shrink-0 rounded-md bg-brand-50" />
                                )}
                                {/* Two lines for the name and the price under it: a phone's width
                                    would otherwise leave the name a few letters. */}
                                <span className="min-w-0 flex-1">
                                  <span className="line-clamp-2 font-medium">{option.label}</span>{' '}
                                  {option.price !== null && (
                                    <span className="block font-semibold text-brand-700">
                                      {formatPrice(option.price)}
                                    </span>
                                  )}
                                </span>
                              </>
                            ) : (
                              <>
                                <span className="min-w-0 flex-1 truncate font-medium">{option.label}</span>
                                <span className="shrink-0 text-xs text-ink-muted">{option.detail}</span>
                              </>
                            )}
                          </div>
                        );
                      })}
                    </div>
                  );
                })}
            </div>
          )}
          <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
            {announcement}
          </div>
        </div>
        <CatalogSearchButton large={large} />
      </div>
    </>
  );
}

import { type RefObject, useEffect, useRef, useState } from 'react';
import {
  isShortcutTarget,
  MODERATION_SHORTCUTS,
  shortcutFor,
  type ShortcutAction,
} from '../../moderation-shortcuts.ts';

/** What each key clicks in the focused card (a held review's 'Approva comunque' opens its dialog). */
const SHORTCUT_TARGETS: Record<Exclude<ShortcutAction, 'next' | 'previous'>, string> = {
  select: '[data-shortcut="select"]',
  approve: 'button[data-shortcut="approve"], [data-shortcut="approve"] button',
  reject: '[data-shortcut="reject"] button',
  evidence: 'a[data-shortcut="evidence"]',
  edit: '[data-shortcut="edit"] button',
};

const CARD = '[data-review-card]';

/** The card holding the focus (the card itself or one of its buttons), if any. */
function focusedCard(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement ? active.closest<HTMLElement>(CARD) : null;
}

/**
 * The moderation page's keys (MODERATION_SHORTCUTS): j/k move between cards, a/r/e/x act on the
 * card with the focus by pressing its own buttons, so a key does exactly what the click does.
 * Single keys never fire while typing in a field, in an open dialog, or with a modifier; the
 * arrows move only when a card itself has the focus, so they scroll the page everywhere else.
 * The card that gets the focus is announced ("Recensione 2 di 10: …"). Tab order is untouched:
 * cards take the focus only from the keys (tabIndex -1).
 */
export function useModerationKeys(list: RefObject<HTMLElement | null>, items: { id: string }[]) {
  const [announcement, setAnnouncement] = useState('');
  // Where the focus was when a decision took its card away: the next card takes it.
  const lastIndex = useRef<number | null>(null);

  useEffect(() => {
    const cards = () => [...(list.current?.querySelectorAll<HTMLElement>(CARD) ?? [])];
    const focusCard = (index: number) => {
      const all = cards();
      const card = all[Math.max(0, Math.min(index, all.length - 1))];
      if (!card) return;
      card.focus();
      card.scrollIntoView({ block: 'nearest' });
      lastIndex.current = all.indexOf(card);
      const title = card.querySelector('h2')?.textContent ?? '';
      setAnnouncement(`Recensione ${all.indexOf(card) + 1} di ${all.length}: ${title}`);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isShortcutTarget(event, document.querySelector('dialog[open]') !== null))
        return;
      const current = focusedCard();
      const shortcut = shortcutFor(event.key, current !== null && document.activeElement === current);
      if (!shortcut) return;
      const all = cards();
      const index = current ? all.indexOf(current) : -1;
      if (shortcut === 'next' || shortcut === 'previous') {
        event.preventDefault();
        focusCard(index === -1 ? 0 : index + (shortcut === 'next' ? 1 : -1));
        return;
      }
      if (!current) return;
      const target = current.querySelector<HTMLElement>(SHORTCUT_TARGETS[shortcut]);
      if (!target || (target instanceof HTMLButtonElement && target.disabled)) return;
      event.preventDefault();
      lastIndex.current = index;
      target.click();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [list]);

  // A decision took the focused card off the list: the focus goes on to the card now in its place.
  const ids = items.map((item) => item.id).join(',');
  useEffect(() => {
    if (lastIndex.current === null) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    const all = [...(list.current?.querySelectorAll<HTMLElement>(CARD) ?? [])];
    const card = all[Math.min(lastIndex.current, all.length - 1)];
    if (!card) return;
    card.focus();
    const title = card.querySelector('h2')?.textContent ?? '';
    setAnnouncement(`Recensione ${all.indexOf(card) + 1} di ${all.length}: ${title}`);
  }, [ids, list]);

  return announcement;
}

/** The keys, listed on the page (closed by default). */
export function ShortcutsHelp() {
  return (
    <details className="rounded-2xl border border-line bg-surface px-4 py-2 text-sm">
      <summary className="flex min-h-11 cursor-pointer items-center font-medium">
        Scorciatoie da tastiera
      </summary>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 pb-2">
        {MODERATION_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.action} className="contents">
            <dt>
              {shortcut.keys.map((key, index) => (
                <span key={key}>
                  {index > 0 && ' o '}
                  <kbd className="rounded border border-line px-1.5 font-mono">{key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{shortcut.label}</dd>
          </div>
        ))}
      </dl>
      <p className="pb-2 text-ink-muted">
        I tasti non agiscono mentre scrivi in un campo o con una finestra aperta; le frecce solo quando una
        recensione ha il focus.
      </p>
    </details>
  );
}

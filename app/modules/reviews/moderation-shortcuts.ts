/** Moderation's keyboard shortcuts, as pure rules (unit-tested) for the page's key handler. */

export type ShortcutAction = 'next' | 'previous' | 'approve' | 'reject' | 'evidence' | 'edit' | 'select';

export const MODERATION_SHORTCUTS: { action: ShortcutAction; keys: string[]; label: string }[] = [
  { action: 'next', keys: ['j', '↓'], label: 'Recensione successiva' },
  { action: 'previous', keys: ['k', '↑'], label: 'Recensione precedente' },
  { action: 'approve', keys: ['a'], label: 'Approva' },
  { action: 'reject', keys: ['r'], label: 'Rifiuta (chiede il motivo)' },
  { action: 'evidence', keys: ['e'], label: 'Apri le prove (segnali e testi a confronto)' },
  { action: 'edit', keys: ['m'], label: 'Modifica il testo' },
  { action: 'select', keys: ['x'], label: 'Seleziona o deseleziona' },
];

const LETTERS: Record<string, ShortcutAction> = {
  j: 'next',
  k: 'previous',
  a: 'approve',
  r: 'reject',
  e: 'evidence',
  m: 'edit',
  x: 'select',
};

/**
 * The action of a key: the letters anywhere on the page (lower case only: Shift is a modifier
 * here), the arrows only when a card itself has the focus (`onCard`), so they keep scrolling the
 * page everywhere else.
 */
export function shortcutFor(key: string, onCard: boolean): ShortcutAction | null {
  if (Object.hasOwn(LETTERS, key)) return LETTERS[key]!;
  if (onCard && key === 'ArrowDown') return 'next';
  if (onCard && key === 'ArrowUp') return 'previous';
  return null;
}

type KeyEventLike = {
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isComposing?: boolean;
  target: EventTarget | null;
};

/**
 * Whether a key press may be a shortcut: no modifier (browser and screen-reader keys use them),
 * no text being composed, no open dialog, and the focus not in a field (input, textarea, select,
 * anything editable), where a letter is typing.
 */
export function isShortcutTarget(event: KeyEventLike, dialogOpen: boolean): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.isComposing) return false;
  if (dialogOpen) return false;
  const target = event.target as { tagName?: string; isContentEditable?: boolean } | null;
  const tag = target?.tagName?.toLowerCase();
  if (tag === 'input' || tag === 'textarea' || tag === 'select') return false;
  return !target?.isContentEditable;
}

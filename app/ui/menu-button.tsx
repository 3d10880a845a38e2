import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from './cn.ts';
import { useDismiss } from './use-dismiss.ts';

type FocusTarget = 'first' | 'last' | 'menu';

const ITEM = '[role="menuitem"]:not([aria-disabled="true"])';

/** The class of a menu entry: a real link or button, at least 44px tall, lit when focused. */
export const menuItemClass =
  'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm outline-none hover:bg-brand-50 focus:bg-brand-50';

/**
 * A menu button (WAI-ARIA "menu button" pattern) in a few lines instead of a library: the
 * trigger opens a `role="menu"` popup under it; its entries are the children, real links or
 * buttons with `role="menuitem"` and `tabIndex={-1}`. Enter, Space and ArrowDown open it on the
 * first entry (ArrowUp on the last); ArrowUp/ArrowDown/Home/End and the first letter move
 * between entries; Escape closes it and goes back to the trigger; Tab, a click outside or
 * choosing an entry close it. The popup is only rendered while open, so the server HTML and
 * hydration see a closed button.
 */
export function MenuButton(props: {
  /** The content of the trigger; its text is the trigger's accessible name. */
  trigger: ReactNode;
  triggerClassName?: string;
  /** Shown above the entries, outside the menu itself (e.g. who is signed in). */
  header?: ReactNode;
  popupClassName?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<FocusTarget>('first');
  const id = useId();
  const triggerId = `${id}-trigger`;
  const menuId = `${id}-menu`;

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? []);

  const openMenu = (focus: FocusTarget) => {
    focusOnOpen.current = focus;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const list = Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? []);
    const target = focusOnOpen.current;
    const element = target === 'first' ? list[0] : target === 'last' ? list.at(-1) : menuRef.current;
    (element ?? menuRef.current)?.focus();
  }, [open]);

  useDismiss(open, rootRef, (reason) => close(reason === 'escape'));

  const onTriggerClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (open) close(false);
    // A click from Enter or Space (detail 0) lands on the first entry, a pointer click on the menu.
    else openMenu(event.detail === 0 ? 'first' : 'menu');
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const target = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) {
        const list = items();
        (target === 'first' ? list[0] : list.at(-1))?.focus();
      } else openMenu(target);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    if (list.length === 0) return;
    const current = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(current + 1);
      case 'ArrowUp':
        return move(current < 0 ? -1 : current - 1);
      case 'Home':
      case 'PageUp':
        return move(0);
      case 'End':
      case 'PageDown':
        return move(-1);
      case 'Tab':
        // The focus moves on by itself first, then the menu closes.
        window.setTimeout(() => setOpen(false), 0);
        return;
      case ' ':
        // Space chooses a link entry as Enter does (buttons already react to it).
        if (current >= 0 && list[current] instanceof HTMLAnchorElement) {
          event.preventDefault();
          list[current].click();
        }
        return;
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const letter = event.key.toLowerCase();
      const order = [...list.slice(current + 1), ...list.slice(0, current + 1)];
      const match = order.find((item) => item.textContent?.trim().toLowerCase().startsWith(letter));
      if (match) {
        event.preventDefault();
        match.focus();
      }
    }
  };

  const onMenuClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest(ITEM)) return;
    // Closed after the click has done its work: a submit button taken out of the page at once
    // would lose its form and not submit.
    window.setTimeout(() => close(true), 0);
  };

  // Like a native menu, the entry under the mouse is the focused one.
  const onMenuPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || !(event.target instanceof Element)) return;
    const item = event.target.closest<HTMLElement>(ITEM);
    if (item && document.activeElement !== item) item.focus({ preventScroll: true });
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
        className={props.triggerClassName}
      >
        {props.trigger}
      </button>
      {open && (
        <div
          className={cn('absolute top-full right-0 z-50 mt-2', props.popupClassName)}
          // A press inside the popup keeps the focus where it is (the menu stays open).
          onMouseDown={(event) => event.preventDefault()}
        >
          {props.header}
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={triggerId}
            aria-orientation="vertical"
            tabIndex={-1}
            onKeyDown={onMenuKeyDown}
            onClick={onMenuClick}
            onPointerMove={onMenuPointerMove}
            className="outline-none"
          >
            {props.children}
          </div>
        </div>
      )}
    </div>
  );
}

import { type RefObject, useEffect, useRef } from 'react';

export type DismissReason = 'escape' | 'outside' | 'focus-out';

/**
 * While `open`, calls `onDismiss` when the person presses Escape, presses a pointer outside
 * `root`, or moves the keyboard focus out of it (Tab, Shift+Tab): the light dismissal of the
 * top bar's menu and panel, without any library.
 */
export function useDismiss(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  onDismiss: (reason: DismissReason) => void,
) {
  const latest = useRef(onDismiss);
  useEffect(() => {
    latest.current = onDismiss;
  });

  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) => target instanceof Node && !!root.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) latest.current('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !event.isComposing) latest.current('escape');
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) latest.current('focus-out');
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, root]);
}

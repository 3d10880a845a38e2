import { Accessibility, Contrast, Type, Waves } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { showNote } from '../toast.ts';
import { useDismiss } from '../use-dismiss.ts';
import { type FontSize } from './preferences.ts';
import { useAccessibility } from './use-accessibility.ts';

const FONT_LABELS: Record<FontSize, string> = { small: 'Piccolo', medium: 'Medio', large: 'Grande' };

/** True for Ctrl+Shift+<key> (Cmd+Shift+<key> on a Mac). */
function isShortcut(event: KeyboardEvent, key: string) {
  return (
    (event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey && event.key.toLowerCase() === key
  );
}

/**
 * The accessibility panel in the top bar: high contrast, reduced motion, text size, with the
 * keyboard shortcuts Ctrl/Cmd+Shift+A (open the panel), C (contrast) and M (motion).
 */
export function AccessibilityMenu() {
  const a11y = useAccessibility();
  const [open, setOpen] = useState(false);
  const { toggleHighContrast, toggleReducedMotion } = a11y;
  const { highContrast, reducedMotion } = a11y.preferences;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  /** Set when the shortcut opens the panel: the focus then goes into it. */
  const focusPanel = useRef(false);
  const id = useId();
  const panelId = `${id}-panel`;

  /** Closes the panel, giving the focus back to the button when asked (Escape, the shortcut). */
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useDismiss(open, rootRef, (reason) => close(reason === 'escape'));

  useEffect(() => {
    if (!open || !focusPanel.current) return;
    focusPanel.current = false;
    panelRef.current?.querySelector<HTMLElement>('button, input:checked')?.focus();
  }, [open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isShortcut(event, 'a')) {
        event.preventDefault();
        if (open) {
          close(!!rootRef.current?.contains(document.activeElement));
        } else {
          focusPanel.current = true;
          setOpen(true);
        }
      } else if (isShortcut(event, 'c')) {
        event.preventDefault();
        toggleHighContrast();
        void showNote(highContrast ? 'Contrasto elevato disattivato' : 'Contrasto elevato attivato');
      } else if (isShortcut(event, 'm')) {
        event.preventDefault();
        toggleReducedMotion();
        void showNote(reducedMotion ? 'Animazioni riattivate' : 'Animazioni ridotte');
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, toggleHighContrast, toggleReducedMotion, highContrast, reducedMotion]);

  return (
    // Relative from md up: the panel hangs under the button; on a phone it hangs under the top
    // bar (the nearest positioned box), at its right edge, so it never leaves the screen.
    <div ref={rootRef} className="md:relative">
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50"
        aria-label="Opzioni di accessibilità"
        aria-expanded={open}
        aria-controls={panelId}
        title="Accessibilità (Ctrl/Cmd+Maiusc+A)"
        onClick={() => setOpen((value) => !value)}
      >
        <Accessibility aria-hidden className="size-6" />
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="group"
          aria-labelledby={`${id}-title`}
          className="absolute top-full right-2 z-50 mt-2 w-80 max-w-[calc(100vw-1rem)] rounded-xl border border-line bg-surface p-4 text-ink shadow-xl md:right-0"
        >
          <h2 id={`${id}-title`} className="mb-3 text-base font-semibold">
            Accessibilità
          </h2>
          <div className="space-y-2">
            <SwitchRow
              icon={<Contrast aria-hidden className="size-5" />}
              label="Contrasto elevato"
              shortcut="Ctrl/Cmd+Maiusc+C"
              checked={highContrast}
              onChange={toggleHighContrast}
            />
            <SwitchRow
              icon={<Waves aria-hidden className="size-5" />}
              label="Riduci animazioni"
              shortcut="Ctrl/Cmd+Maiusc+M"
              checked={reducedMotion}
              onChange={toggleReducedMotion}
            />
          </div>
          <fieldset className="mt-4">
            <legend className="mb-2 flex items-center gap-2 text-sm font-medium">
              <Type aria-hidden className="size-5" /> Dimensione del testo
            </legend>
            <div className="grid grid-cols-3 gap-2">
              {(Object.keys(FONT_LABELS) as FontSize[]).map((size) => (
                <label
                  key={size}
                  className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-line text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus"
                >
                  <input
                    type="radio"
                    name="font-size"
                    value={size}
                    className="sr-only"
                    checked={a11y.preferences.fontSize === size}
                    onChange={() => a11y.setFontSize(size)}
                  />
                  {FONT_LABELS[size]}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="mt-4 text-xs text-ink-muted">
            {a11y.followsSystem
              ? 'Stai seguendo le impostazioni del tuo dispositivo.'
              : 'Le tue scelte sono salvate in questo browser.'}
          </p>
          {!a11y.followsSystem && (
            <button
              type="button"
              onClick={a11y.reset}
              className="mt-2 min-h-11 text-sm font-medium text-brand-700 underline"
            >
              Usa le impostazioni del dispositivo
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function SwitchRow(props: {
  icon: React.ReactNode;
  label: string;
  shortcut: string;
  checked: boolean;
  onChange: () => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-2">
      <span className="flex items-center gap-2">
        {props.icon}
        <span>
          <span id={`${id}-label`} className="block text-sm font-medium">
            {props.label}
          </span>
          <span id={`${id}-hint`} className="block text-xs text-ink-muted">
            {props.shortcut}
          </span>
        </span>
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={props.checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onClick={props.onChange}
        className="group inline-flex min-h-11 min-w-14 shrink-0 items-center justify-center rounded-full"
      >
        <span
          aria-hidden
          className="relative h-6 w-11 rounded-full bg-gray-500 transition-colors group-aria-checked:bg-brand-700 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:transition-transform group-aria-checked:after:translate-x-5"
        />
      </button>
    </div>
  );
}

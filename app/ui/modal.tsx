import { X } from 'lucide-react';
import { createContext, type ReactNode, useContext, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from './button.tsx';
import { cn } from './cn.ts';

const placements = {
  /** Side drawers at the right (the phone menu) or left edge (the back office's sections). */
  right: 'fixed inset-y-0 right-0 left-auto h-full max-h-none w-80 max-w-[85vw]',
  left: 'fixed inset-y-0 left-0 right-auto h-full max-h-none w-72 max-w-[85vw]',
  /** A dialog in the middle of the screen, scrolling when its content is tall. */
  center: 'm-auto max-h-[90vh] w-[min(34rem,calc(100vw-2rem))] rounded-2xl',
};

/**
 * A modal on the native `<dialog>` (opened with showModal()), without a library: the browser
 * traps the focus, makes the page behind inert, closes it on Escape and gives the focus back to
 * the opener. A click on the backdrop closes it too; the page under it does not scroll. The
 * content is only rendered while open, so the server HTML holds just the empty, closed element.
 */
export function Modal(props: {
  id: string;
  open: boolean;
  onClose: () => void;
  /** Ids of the title and description inside the content (the dialog's name and description). */
  labelledBy: string;
  describedBy?: string;
  placement: keyof typeof placements;
  className?: string;
  children: ReactNode;
}) {
  const { open, onClose } = props;
  const ref = useRef<HTMLDialogElement>(null);
  /** Where the last press began: a text selection dragged out onto the backdrop is not a click on it. */
  const pressedOn = useRef<EventTarget | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open === open) return;
    if (open) dialog.showModal();
    else dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const html = document.documentElement;
    const previous = html.style.overflow;
    html.style.overflow = 'hidden';
    return () => {
      html.style.overflow = previous;
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={props.id}
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      // Escape (the browser closes the dialog itself) or close() below.
      onClose={() => {
        if (open) onClose();
      }}
      // A click on the dialog itself, not on its content, is a click on the backdrop: content
      // wrappers must fill the dialog (no padding on it).
      onPointerDown={(event) => {
        pressedOn.current = event.target;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOn.current === event.currentTarget) onClose();
      }}
      className={cn(
        placements[props.placement],
        'overflow-y-auto bg-surface text-ink shadow-xl backdrop:bg-black/40',
        props.className,
      )}
    >
      {open && props.children}
    </dialog>
  );
}

/** Closed whenever the page changes: following a link, sending a form that redirects. */
function useClosedOnNavigation(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);
  return [open, setOpen];
}

/**
 * A side drawer opened by its own trigger button (`triggerLabel` names it when its content is
 * only an icon): a title, a close button, an unseen description for screen readers, the content.
 * `fullHeight`: the content is exactly as tall as the drawer (a flex column to fill, where a part
 * scrolls by itself and the rest stays in view) instead of scrolling with the whole drawer.
 */
export function Drawer(props: {
  side: 'left' | 'right';
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName: string;
  title: string;
  closeLabel: string;
  description: string;
  fullHeight?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useClosedOnNavigation();
  const id = useId();
  return (
    <>
      <button
        type="button"
        className={props.triggerClassName}
        aria-label={props.triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={`${id}-dialog`}
        onClick={() => setOpen(true)}
      >
        {props.trigger}
      </button>
      <Modal
        placement={props.side}
        id={`${id}-dialog`}
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={`${id}-title`}
        describedBy={`${id}-description`}
      >
        <div className={cn('flex flex-col gap-6 p-5', props.fullHeight ? 'h-full' : 'min-h-full')}>
          <div className="flex shrink-0 items-center justify-between">
            <h2 id={`${id}-title`} className="text-lg font-semibold">
              {props.title}
            </h2>
            <button
              type="button"
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-brand-50"
              aria-label={props.closeLabel}
              onClick={() => setOpen(false)}
            >
              <X aria-hidden className="size-6" />
            </button>
          </div>
          <p id={`${id}-description`} className="sr-only">
            {props.description}
          </p>
          {props.children}
        </div>
      </Modal>
    </>
  );
}

const DialogContext = createContext<{ descriptionId: string; close: () => void } | null>(null);

function useDialog() {
  const dialog = useContext(DialogContext);
  if (!dialog) throw new Error('Outside a DialogButton');
  return dialog;
}

/**
 * A button that opens a dialog in the middle of the screen, with a title and the content
 * (usually a form with a `DialogDescription` and a `DialogCancel`). `children` may be a function
 * of `close`, for forms that close the dialog once their submission has succeeded.
 */
export function DialogButton(props: {
  label: ReactNode;
  variant?: 'primary' | 'secondary' | 'ghost';
  className?: string;
  title: ReactNode;
  /** Told each time the dialog opens or closes (however it closes: Escape, backdrop, a link). */
  onOpenChange?: (open: boolean) => void;
  children: ReactNode | ((close: () => void) => ReactNode);
}) {
  const [open, setOpen] = useClosedOnNavigation();
  const id = useId();
  const close = () => setOpen(false);
  const { onOpenChange } = props;
  useEffect(() => onOpenChange?.(open), [open, onOpenChange]);
  return (
    <>
      <Button
        variant={props.variant}
        className={props.className}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={`${id}-dialog`}
        onClick={() => setOpen(true)}
      >
        {props.label}
      </Button>
      <Modal
        placement="center"
        id={`${id}-dialog`}
        open={open}
        onClose={close}
        labelledBy={`${id}-title`}
        describedBy={`${id}-description`}
      >
        <div className="p-6">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {props.title}
          </h2>
          <DialogContext.Provider value={{ descriptionId: `${id}-description`, close }}>
            {typeof props.children === 'function' ? props.children(close) : props.children}
          </DialogContext.Provider>
        </div>
      </Modal>
    </>
  );
}

/** What the dialog is about, read out with its title when it opens. */
export function DialogDescription(props: { className?: string; muted?: boolean; children: ReactNode }) {
  const { descriptionId } = useDialog();
  const { muted = true, className, children } = props;
  return (
    <p id={descriptionId} className={cn('text-sm', muted && 'text-ink-muted', className)}>
      {children}
    </p>
  );
}

/** 'Annulla': closes the dialog without doing anything. */
export function DialogCancel() {
  const { close } = useDialog();
  return (
    <Button variant="ghost" onClick={close}>
      Annulla
    </Button>
  );
}

import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from './cn.ts';

/**
 * A side drawer on the native modal `<dialog>` (opened with showModal()): the browser traps the
 * focus, makes the page behind inert, closes it on Escape and gives the focus back to the
 * opener. A click on the backdrop closes it too; the page under it does not scroll. The content
 * is only rendered while open, so the server HTML holds just the empty, closed element.
 */
export function Drawer(props: {
  id: string;
  open: boolean;
  onClose: () => void;
  /** Ids of the title and description inside the content (the dialog's name and description). */
  labelledBy: string;
  describedBy?: string;
  className?: string;
  children: ReactNode;
}) {
  const { open, onClose } = props;
  const ref = useRef<HTMLDialogElement>(null);

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
      // The content fills the dialog, so a click on the dialog itself is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        'fixed inset-y-0 right-0 left-auto h-full max-h-none w-80 max-w-[85vw] overflow-y-auto bg-surface text-ink shadow-xl backdrop:bg-black/40',
        props.className,
      )}
    >
      {open && props.children}
    </dialog>
  );
}

import { useSyncExternalStore } from 'react';

export type ToastMessage = { kind: 'success' | 'error' | 'info'; title: string; message: string };

/*
 * Toasts are rare (after an action, a keyboard shortcut), so the toast library is not part of a
 * page's first load: the first toast mounts the Toaster (root.tsx) and loads it, later ones reuse it.
 */
let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the Toaster host once it is on the page. */
export function toasterMounted() {
  markMounted();
}

/** Whether a toast was ever asked for (root.tsx mounts the Toaster from then on). */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}

async function sonner() {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  await mounted;
  return import('sonner');
}

/** `action`: a button in the toast ('Annulla'), kept on screen for `duration` ms. */
export async function showToast(
  message: ToastMessage,
  options: { action?: { label: string; onClick: () => void }; duration?: number } = {},
) {
  const { toast } = await sonner();
  const show =
    message.kind === 'success' ? toast.success : message.kind === 'error' ? toast.error : toast.info;
  show(message.title, {
    description: message.message,
    ...(options.action ? { action: options.action } : {}),
    ...(options.duration ? { duration: options.duration } : {}),
  });
}

/** A short note without a title line (accessibility shortcuts). */
export async function showNote(text: string) {
  const { toast } = await sonner();
  toast(text);
}

/** The 'Successo' toast of a back-office action (admin-side §8). */
export const successToast = (message: string): ToastMessage => ({
  kind: 'success',
  title: 'Successo',
  message,
});

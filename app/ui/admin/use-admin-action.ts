import { useEffect, useEffectEvent } from 'react';
import { useFetcher } from 'react-router';
import { showToast, type ToastMessage } from '../toast.ts';

/**
 * What every back-office action answers (admin-action.server.ts). `undo`, on a decision that can
 * be taken back for a short while, is the form that takes it back (its toast offers 'Annulla').
 */
export type AdminAnswer = { ok: boolean; intent: string; toast: ToastMessage; undo?: UndoForm };

/** The fields of the form that takes a decision back, as the page posts them. */
export type UndoForm = Record<string, string | string[]>;

/**
 * The fetcher of one back-office action. `onSuccess` runs once per finished submission that
 * succeeded (a dialog closes); a refusal is shown in the dialog by ActionButtons, or as a toast
 * where there is no dialog to show it (`toastRefusals`, for a bare button).
 */
export function useAdminAction(options: { onSuccess?: () => void; toastRefusals?: boolean } = {}) {
  const fetcher = useFetcher<AdminAnswer>();
  const settle = useEffectEvent((answer: AdminAnswer) => {
    if (answer.ok) options.onSuccess?.();
    else if (options.toastRefusals) void showToast(answer.toast);
  });
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) settle(fetcher.data);
  }, [fetcher.state, fetcher.data]);
  return fetcher;
}

import { useEffect, useEffectEvent } from 'react';
import { useFetcher } from 'react-router';
import type { ActionAnswer, UndoForm } from '#app/lib/form-action.ts';
import { showToast } from '../toast.ts';

/** What every back-office action answers: the site's one form-action answer (app/lib/form-action.ts). */
export type AdminAnswer = ActionAnswer;
export type { UndoForm };

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

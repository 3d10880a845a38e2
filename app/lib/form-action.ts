import type { ToastMessage } from '#app/ui/toast.ts';

/**
 * What every form action answers (form-action.server.ts), on any page: whether it worked, the
 * intent that asked, and the toast that says so. `undo`, on a decision that can be taken back for a
 * short while, is the form that takes it back (its toast offers 'Annulla').
 */
export type ActionAnswer = { ok: boolean; intent: string; toast: ToastMessage; undo?: UndoForm };

/** The fields of the form that takes a decision back, as the page posts them. */
export type UndoForm = Record<string, string | string[]>;

import { type ReactNode, useId, useState } from 'react';
import { Button } from '../button.tsx';
import { FormAlert } from '../form.tsx';
import type { ToastMessage } from '../toast.ts';
import { DialogButton, DialogCancel, DialogDescription } from '../modal.tsx';
import { RuleSelect } from './rule-select.tsx';
import { useAdminAction } from './use-admin-action.ts';

export { DialogDescription as ActionDescription } from '../modal.tsx';

/**
 * A back-office action behind a button: the button opens a modal dialog with a title and the
 * form `children` renders; the form calls `close` once its submission has succeeded.
 */
export function ActionDialog(props: {
  trigger: string;
  title: string;
  triggerVariant?: 'primary' | 'secondary' | 'ghost';
  children: (close: () => void) => ReactNode;
}) {
  return (
    <DialogButton label={props.trigger} variant={props.triggerVariant ?? 'secondary'} title={props.title}>
      {props.children}
    </DialogButton>
  );
}

/** What an action answered; a refusal is shown in the dialog, where the person is looking. */
export type ActionOutcome = { ok: boolean; toast: ToastMessage } | undefined;

/**
 * 'Annulla' and the submit button at the foot of an action dialog's form, and above them the
 * reason of a refusal: a toast would sit behind the modal dialog, out of sight and out of reach.
 */
export function ActionButtons(props: {
  submitLabel: string;
  disabled: boolean;
  danger?: boolean;
  outcome: ActionOutcome;
}) {
  return (
    <>
      {props.outcome && !props.outcome.ok && (
        <FormAlert title={props.outcome.toast.title} message={props.outcome.toast.message} />
      )}
      <div className="flex justify-end gap-2">
        <DialogCancel />
        <Button
          type="submit"
          className={props.danger ? 'bg-red-700 hover:bg-red-800' : undefined}
          disabled={props.disabled}
        >
          {props.submitLabel}
        </Button>
      </div>
    </>
  );
}

/**
 * A refusal's statement of reasons (issue 33 §2): the rule applied, picked from `rules`, and the
 * admin's words (required, up to 500 characters) that add to it. Confirming stays disabled until
 * both are given or while the submission runs.
 */
export function RejectReasonFields(props: {
  busy: boolean;
  outcome: ActionOutcome;
  rules: { value: string; label: string }[];
  reasonLabel?: string;
  submitLabel?: string;
  danger?: boolean;
}) {
  const [rule, setRule] = useState('');
  const ruleId = useId();
  const [reason, setReason] = useState('');
  return (
    <>
      <RuleSelect
        id={ruleId}
        rules={props.rules}
        value={rule}
        onChange={(event) => setRule(event.currentTarget.value)}
      />
      <label className="block text-sm font-medium">
        {props.reasonLabel ?? 'Motivo del rifiuto'}
        <textarea
          name="reason"
          required
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          className="mt-1 block w-full rounded-lg border border-line px-3 py-2"
        />
      </label>
      <ActionButtons
        submitLabel={props.submitLabel ?? 'Conferma rifiuto'}
        danger={props.danger}
        disabled={!rule || !reason.trim() || props.busy}
        outcome={props.outcome}
      />
    </>
  );
}

/**
 * 'Elimina' behind a dialog saying it cannot be undone (admin-side §5): the form posts `intent`
 * with the row's id under `idName`.
 */
export function DeleteDialog(props: { title: string; intent: string; idName: string; id: string }) {
  return (
    <ActionDialog trigger="Elimina" title={props.title} triggerVariant="ghost">
      {(close) => <DeleteForm {...props} close={close} />}
    </ActionDialog>
  );
}

function DeleteForm(props: { intent: string; idName: string; id: string; close: () => void }) {
  const fetcher = useAdminAction({ onSuccess: props.close });
  return (
    <fetcher.Form method="post" className="mt-4 space-y-4">
      <DialogDescription>L&apos;azione non può essere annullata.</DialogDescription>
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name={props.idName} value={props.id} />
      <ActionButtons
        submitLabel="Elimina"
        danger
        disabled={fetcher.state !== 'idle'}
        outcome={fetcher.data}
      />
    </fetcher.Form>
  );
}

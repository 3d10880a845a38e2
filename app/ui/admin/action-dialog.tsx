import { type ReactNode, useState } from 'react';
import { Button } from '../button.tsx';
import { DialogButton, DialogCancel } from '../modal.tsx';

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

/** 'Annulla' and the submit button at the foot of an action dialog's form. */
export function ActionButtons(props: { submitLabel: string; disabled: boolean; danger?: boolean }) {
  return (
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
  );
}

/**
 * The reason of a rejection (required, up to 500 characters) and the buttons: confirming stays
 * disabled until a reason is written or while the submission runs.
 */
export function RejectReasonFields({ busy }: { busy: boolean }) {
  const [reason, setReason] = useState('');
  return (
    <>
      <label className="block text-sm font-medium">
        Motivo del rifiuto
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
      <ActionButtons submitLabel="Conferma rifiuto" disabled={!reason.trim() || busy} />
    </>
  );
}

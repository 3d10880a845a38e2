import { useState } from 'react';
import { formatPoints } from '#app/lib/format.ts';
import { ActionButtons, ActionDescription, ActionDialog } from '#app/ui/admin/action-dialog.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { TextAreaField, TextField } from '#app/ui/form.tsx';
import { MAX_POINTS_CHANGE, MAX_REASON_LENGTH } from '../../users.schema.ts';
import { ruleOptions } from '#app/modules/decisions/decision.schema.ts';
import { RuleSelect } from '#app/ui/admin/rule-select.tsx';

const REMOVAL_RULES = ruleOptions('points_reversed');

/** Add or remove points for one person, with the reason the ledger keeps (admin-side §5). */
export function PointsDialog(props: { userId: string; name: string; balance: number }) {
  return (
    <ActionDialog trigger="Punti" title={`Punti di ${props.name}`} triggerVariant="ghost">
      {(close) => <PointsForm {...props} close={close} />}
    </ActionDialog>
  );
}

function PointsForm(props: { userId: string; balance: number; close: () => void }) {
  const fetcher = useAdminAction({ onSuccess: props.close });
  const [points, setPoints] = useState('');
  return (
    <fetcher.Form method="post" className="mt-4 space-y-3">
      <ActionDescription>
        Saldo attuale: {formatPoints(props.balance)}. Un numero positivo aggiunge punti, uno negativo li
        toglie; il saldo non può scendere sotto zero.
      </ActionDescription>
      <input type="hidden" name="intent" value="adjust-points" />
      <input type="hidden" name="userId" value={props.userId} />
      <TextField
        label="Punti (+ o −)"
        inputProps={{
          name: 'points',
          type: 'number',
          inputMode: 'numeric',
          step: 1,
          min: -MAX_POINTS_CHANGE,
          max: MAX_POINTS_CHANGE,
          required: true,
          value: points,
          onChange: (event) => setPoints(event.currentTarget.value),
        }}
      />
      {Number(points) < 0 && <RuleSelect id={`points-rule-${props.userId}`} rules={REMOVAL_RULES} />}
      <TextAreaField
        label="Motivo"
        field={{ name: 'reason', required: true, maxLength: MAX_REASON_LENGTH }}
      />
      <ActionButtons submitLabel="Applica" disabled={fetcher.state !== 'idle'} outcome={fetcher.data} />
    </fetcher.Form>
  );
}

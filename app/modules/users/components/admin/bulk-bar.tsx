import { useState } from 'react';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { Button } from '#app/ui/button.tsx';
import { FormAlert } from '#app/ui/form.tsx';
import { MAX_POINTS_CHANGE, MAX_REASON_LENGTH, type BulkUserAction } from '../../users.schema.ts';
import { BadgeSelect, type BadgeOption } from './badge-select.tsx';

const ACTION_LABELS: Record<BulkUserAction, string> = {
  'toggle-block': 'Inverti blocco',
  points: 'Aggiungi o togli punti',
  badge: 'Assegna un badge',
};

const control = 'min-h-11 w-full rounded-lg border border-line bg-surface px-2';

/**
 * The bar over the selected cards (admin-side §2): one action for everyone selected, applied by the
 * server in one transaction, all or nothing.
 */
export function BulkBar(props: { selected: string[]; badges: BadgeOption[]; onDone: () => void }) {
  const [action, setAction] = useState<BulkUserAction>('toggle-block');
  const fetcher = useAdminAction({ onSuccess: props.onDone });
  const refusal = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.toast : null;
  return (
    <fetcher.Form
      method="post"
      aria-label="Azioni multiple"
      className="grid gap-3 rounded-2xl border border-line bg-surface p-4 md:grid-cols-6"
    >
      <input type="hidden" name="intent" value="bulk" />
      {props.selected.map((id) => (
        <input key={id} type="hidden" name="userIds" value={id} />
      ))}
      <p className="text-sm font-semibold md:col-span-6" aria-live="polite">
        {props.selected.length === 1 ? '1 utente selezionato' : `${props.selected.length} utenti selezionati`}
      </p>
      <div className="md:col-span-2">
        <label htmlFor="bulk-action" className="mb-1 block text-sm font-medium">
          Azione
        </label>
        <select
          id="bulk-action"
          name="action"
          value={action}
          onChange={(event) => setAction(event.currentTarget.value as BulkUserAction)}
          className={control}
        >
          {Object.entries(ACTION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {action === 'points' && (
        <>
          <div>
            <label htmlFor="bulk-points" className="mb-1 block text-sm font-medium">
              Punti (+ o −)
            </label>
            <input
              id="bulk-points"
              name="points"
              type="number"
              inputMode="numeric"
              step={1}
              min={-MAX_POINTS_CHANGE}
              max={MAX_POINTS_CHANGE}
              className={control}
            />
          </div>
          <div className="md:col-span-3">
            <label htmlFor="bulk-reason" className="mb-1 block text-sm font-medium">
              Motivo
            </label>
            <input id="bulk-reason" name="reason" maxLength={MAX_REASON_LENGTH} className={control} />
          </div>
        </>
      )}
      {action === 'badge' && (
        <div className="md:col-span-2">
          <BadgeSelect id="bulk-badge" badges={props.badges} />
        </div>
      )}
      {refusal && (
        <div className="md:col-span-6">
          <FormAlert title={refusal.title} message={refusal.message} />
        </div>
      )}
      <div className="md:col-span-6">
        <Button type="submit" disabled={fetcher.state !== 'idle'}>
          Applica alla selezione
        </Button>
      </div>
    </fetcher.Form>
  );
}

import { useId, useRef, useState } from 'react';
import { formatInteger } from '#app/lib/format.ts';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { Button } from '#app/ui/button.tsx';
import { FormAlert } from '#app/ui/form.tsx';
import { Modal } from '#app/ui/modal.tsx';
import { ruleOptions } from '#app/modules/decisions/decision.schema.ts';
import { toggleBlockSummary } from '../../user-display.ts';
import { MAX_POINTS_CHANGE, MAX_REASON_LENGTH, type BulkUserAction } from '../../users.schema.ts';
import { BadgeSelect, type BadgeOption } from './badge-select.tsx';
import { RuleSelect } from '#app/ui/admin/rule-select.tsx';

const BLOCK_RULES = ruleOptions('account_blocked');
const REMOVAL_RULES = ruleOptions('points_reversed');

const ACTION_LABELS: Record<BulkUserAction, string> = {
  'toggle-block': 'Inverti blocco',
  points: 'Aggiungi o togli punti',
  badge: 'Assegna un badge',
};

const control = 'min-h-11 w-full rounded-lg border border-line bg-surface px-2';

/**
 * The bar over the selected cards (admin-side §2): one action for everyone selected, applied by the
 * server in one transaction, all or nothing. 'Inverti blocco' asks first, as blocking one person
 * does (a block ends sessions at once), saying how many people it blocks and unblocks.
 */
export function BulkBar(props: {
  selected: string[];
  /** Among the selected: those active now (the inversion blocks them) and those blocked now. */
  blocking: number;
  unblocking: number;
  badges: BadgeOption[];
  onDone: () => void;
}) {
  const [action, setAction] = useState<BulkUserAction>('toggle-block');
  const [points, setPoints] = useState('');
  const form = useRef<HTMLFormElement>(null);
  // The question is open; `earlier` is the answer there was when it opened (not this question's).
  const [confirming, setConfirming] = useState<{ earlier: unknown } | null>(null);
  const fetcher = useAdminAction({
    onSuccess: () => {
      setConfirming(null);
      props.onDone();
    },
  });
  const refusal = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.toast : null;
  const asks = action === 'toggle-block' && props.selected.length > 0;
  return (
    <>
      <fetcher.Form
        ref={form}
        method="post"
        aria-label="Azioni multiple"
        className="grid gap-3 rounded-2xl border border-line bg-surface p-4 md:grid-cols-6"
        onSubmit={(event) => {
          if (!asks) return;
          event.preventDefault();
          setConfirming({ earlier: fetcher.data });
        }}
      >
        <input type="hidden" name="intent" value="bulk" />
        {props.selected.map((id) => (
          <input key={id} type="hidden" name="userIds" value={id} />
        ))}
        <p className="text-sm font-semibold md:col-span-6" aria-live="polite">
          {props.selected.length === 1
            ? '1 utente selezionato'
            : `${props.selected.length} utenti selezionati`}
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
                value={points}
                onChange={(event) => setPoints(event.currentTarget.value)}
                className={control}
              />
            </div>
            {Number(points) < 0 && (
              <div className="md:col-span-2">
                <RuleSelect id="bulk-points-rule" rules={REMOVAL_RULES} />
              </div>
            )}
            <div className="md:col-span-3">
              <label htmlFor="bulk-reason" className="mb-1 block text-sm font-medium">
                Motivo
              </label>
              <input id="bulk-reason" name="reason" maxLength={MAX_REASON_LENGTH} className={control} />
            </div>
          </>
        )}
        {action === 'toggle-block' && props.blocking > 0 && (
          <>
            <div className="md:col-span-2">
              <RuleSelect id="bulk-rule" label="Regola applicata a chi viene bloccato" rules={BLOCK_RULES} />
            </div>
            <div className="md:col-span-2">
              <label htmlFor="bulk-block-reason" className="mb-1 block text-sm font-medium">
                Motivo del blocco
              </label>
              <input
                id="bulk-block-reason"
                name="reason"
                required
                maxLength={MAX_REASON_LENGTH}
                className={control}
              />
            </div>
          </>
        )}
        {action === 'badge' && (
          <div className="md:col-span-2">
            <BadgeSelect id="bulk-badge" badges={props.badges} />
          </div>
        )}
        {refusal && !confirming && (
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
      <ToggleBlockQuestion
        open={confirming !== null}
        blocking={props.blocking}
        unblocking={props.unblocking}
        busy={fetcher.state !== 'idle'}
        refusal={confirming && fetcher.data !== confirming.earlier ? refusal : null}
        onConfirm={() => void fetcher.submit(form.current, { method: 'post' })}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}

/** 'Inverti blocco' on a selection, asked in the same dialog as blocking one person. */
function ToggleBlockQuestion(props: {
  open: boolean;
  blocking: number;
  unblocking: number;
  busy: boolean;
  refusal: { title: string; message: string } | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const total = props.blocking + props.unblocking;
  return (
    <Modal
      placement="center"
      id={`${id}-dialog`}
      open={props.open}
      onClose={props.onClose}
      labelledBy={`${id}-title`}
      describedBy={`${id}-description`}
    >
      <div className="p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {`Invertire il blocco di ${formatInteger(total)} ${total === 1 ? 'utente' : 'utenti'}?`}
        </h2>
        <div className="mt-4 space-y-4">
          <p id={`${id}-description`} className="text-sm text-ink-muted">
            {toggleBlockSummary(props.blocking, props.unblocking)}
          </p>
          {props.refusal && <FormAlert title={props.refusal.title} message={props.refusal.message} />}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={props.onClose}>
              Annulla
            </Button>
            <Button
              className={props.blocking > 0 ? 'bg-red-700 hover:bg-red-800' : undefined}
              disabled={props.busy}
              onClick={props.onConfirm}
            >
              Inverti blocco
            </Button>
          </div>
        </div>
      </div>
    </Modal>
  );
}

import { ActionButtons, ActionDescription, ActionDialog } from '#app/ui/admin/action-dialog.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { TextAreaField, TextField } from '#app/ui/form.tsx';
import {
  BADGE_ICON_LABELS,
  BADGE_ICONS,
  MAX_BADGE_DESCRIPTION,
  MAX_BADGE_NAME,
  MAX_BADGE_THRESHOLD,
} from '../../badge.schema.ts';
import type { AdminBadge } from '../../list-badges.server.ts';

/** Create a badge, or edit one when `badge` is given (admin-side §5 rules, checked on the server). */
export function BadgeFormDialog({ badge }: { badge?: AdminBadge }) {
  return (
    <ActionDialog
      trigger={badge ? 'Modifica' : 'Nuovo badge'}
      title={badge ? `Modifica «${badge.name}»` : 'Nuovo badge'}
      triggerVariant={badge ? 'ghost' : 'primary'}
    >
      {(close) => <BadgeForm badge={badge} close={close} />}
    </ActionDialog>
  );
}

function BadgeForm({ badge, close }: { badge?: AdminBadge; close: () => void }) {
  const fetcher = useAdminAction({ onSuccess: close });
  return (
    <fetcher.Form method="post" className="mt-4 space-y-3">
      <ActionDescription>
        Con una soglia maggiore di zero il badge arriva da solo a chi raggiunge quei punti; con zero lo
        assegnano solo gli amministratori.
      </ActionDescription>
      <input type="hidden" name="intent" value={badge ? 'edit' : 'create'} />
      {badge && <input type="hidden" name="badgeId" value={badge.id} />}
      <TextField
        label="Nome"
        inputProps={{ name: 'name', required: true, maxLength: MAX_BADGE_NAME, defaultValue: badge?.name }}
      />
      <div>
        <label className="mb-1 block text-sm font-medium" htmlFor={`icon-${badge?.id ?? 'new'}`}>
          Icona
        </label>
        <select
          id={`icon-${badge?.id ?? 'new'}`}
          name="icon"
          required
          defaultValue={badge?.icon ?? 'Star'}
          className="min-h-11 w-full rounded-lg border border-line bg-surface px-2"
        >
          {BADGE_ICONS.map((icon) => (
            <option key={icon} value={icon}>
              {BADGE_ICON_LABELS[icon]}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField
        label="Descrizione"
        field={{ name: 'description', maxLength: MAX_BADGE_DESCRIPTION, defaultValue: badge?.description }}
      />
      <TextField
        label="Soglia punti"
        inputProps={{
          name: 'thresholdPoints',
          type: 'number',
          inputMode: 'numeric',
          min: 0,
          max: MAX_BADGE_THRESHOLD,
          step: 1,
          required: true,
          defaultValue: badge?.thresholdPoints ?? 0,
        }}
      />
      <ActionButtons
        submitLabel={badge ? 'Salva' : 'Crea badge'}
        disabled={fetcher.state !== 'idle'}
        outcome={fetcher.data}
      />
    </fetcher.Form>
  );
}

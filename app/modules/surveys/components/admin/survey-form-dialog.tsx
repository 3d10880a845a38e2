import { ActionButtons, ActionDescription, ActionDialog } from '#app/ui/admin/action-dialog.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { TextAreaField, TextField } from '#app/ui/form.tsx';
import { SURVEY_POINTS } from '#app/modules/points/points-rules.ts';
import type { AdminSurvey } from '../../list-surveys.server.ts';
import {
  KNOWN_PROVIDERS,
  PROVIDER_LABELS,
  SURVEY_STATUS_LABELS,
  SURVEY_STATUSES,
} from '../../survey.schema.ts';

/** Create a survey, or edit one when `survey` is given (admin-side §5, checked on the server). */
export function SurveyFormDialog({ survey }: { survey?: AdminSurvey }) {
  return (
    <ActionDialog
      trigger={survey ? 'Modifica' : 'Nuovo sondaggio'}
      title={survey ? `Modifica «${survey.title}»` : 'Nuovo sondaggio'}
      triggerVariant={survey ? 'ghost' : 'primary'}
    >
      {(close) => <SurveyForm survey={survey} close={close} />}
    </ActionDialog>
  );
}

function SurveyForm({ survey, close }: { survey?: AdminSurvey; close: () => void }) {
  const fetcher = useAdminAction({ onSuccess: close });
  const key = survey?.id ?? 'new';
  return (
    <fetcher.Form method="post" className="mt-4 space-y-3">
      <ActionDescription>
        Il link porta la persona al sondaggio con il suo riferimento: SurveyMonkey lo riceve come variabile
        personalizzata user_id, Typeform come campo nascosto user_id, BitLabs come uid dell&apos;offerwall.
      </ActionDescription>
      <input type="hidden" name="intent" value={survey ? 'edit' : 'create'} />
      {survey && <input type="hidden" name="id" value={survey.id} />}
      <TextField
        label="Titolo"
        inputProps={{ name: 'title', required: true, maxLength: 160, defaultValue: survey?.title }}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Provider"
          inputProps={{
            name: 'provider',
            required: true,
            maxLength: 40,
            list: `providers-${key}`,
            defaultValue: survey?.provider ?? 'surveymonkey',
          }}
        />
        <datalist id={`providers-${key}`}>
          {KNOWN_PROVIDERS.map((provider) => (
            <option key={provider} value={provider}>
              {PROVIDER_LABELS[provider]}
            </option>
          ))}
        </datalist>
        <TextField
          label="ID del sondaggio presso il provider"
          inputProps={{ name: 'surveyId', required: true, maxLength: 200, defaultValue: survey?.surveyId }}
        />
      </div>
      <TextField
        label="Link del sondaggio"
        inputProps={{
          name: 'url',
          type: 'url',
          required: true,
          maxLength: 2000,
          placeholder: 'https://…',
          defaultValue: survey?.url,
        }}
      />
      <TextAreaField
        label="Descrizione"
        field={{ name: 'description', maxLength: 500, defaultValue: survey?.description ?? '' }}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={`Punti (da ${SURVEY_POINTS.min} a ${SURVEY_POINTS.max})`}
          inputProps={{
            name: 'rewardPoints',
            type: 'number',
            inputMode: 'numeric',
            min: SURVEY_POINTS.min,
            max: SURVEY_POINTS.max,
            step: 1,
            required: true,
            defaultValue: survey?.rewardPoints ?? SURVEY_POINTS.min,
          }}
        />
        <TextField
          label="Durata (minuti)"
          inputProps={{
            name: 'minutes',
            type: 'number',
            inputMode: 'numeric',
            min: 1,
            max: 120,
            step: 1,
            defaultValue: survey?.minutes ?? '',
          }}
        />
        <div>
          <label className="mb-1 block text-sm font-medium" htmlFor={`survey-status-${key}`}>
            Stato
          </label>
          <select
            id={`survey-status-${key}`}
            name="status"
            defaultValue={survey?.status ?? 'active'}
            className="min-h-11 w-full rounded-lg border border-line bg-surface px-2"
          >
            {SURVEY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {SURVEY_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ActionButtons
        submitLabel={survey ? 'Salva' : 'Crea sondaggio'}
        disabled={fetcher.state !== 'idle'}
        outcome={fetcher.data}
      />
    </fetcher.Form>
  );
}

import { Link } from 'react-router';
import { FormAlert } from '#app/ui/form.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { Button } from '#app/ui/button.tsx';
import {
  SIGNAL_WEIGHT_LABELS,
  type IntegritySettings,
  type SignalWeightKey,
} from '../../integrity-settings.ts';

const weightKeys = Object.keys(SIGNAL_WEIGHT_LABELS) as SignalWeightKey[];

/**
 * 'Regole di integrità': how much each signal weighs in the risk score, when a review is 'A
 * rischio' and when it is held for verification, and the limits of pace and bursts.
 */
export function IntegrityRulesPage({ settings }: { settings: IntegritySettings }) {
  const fetcher = useAdminAction();
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data.toast : null;
  return (
    <section className="space-y-6">
      <p>
        <Link
          to="/admin/reviews"
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline"
        >
          ← Moderazione Recensioni
        </Link>
      </p>
      <header>
        <h1 className="text-2xl font-bold">Regole di integrità</h1>
        <p className="mt-1 max-w-3xl text-sm text-ink-muted">
          Ogni recensione riceve un punteggio di rischio da 0 a 100 che combina i segnali qui sotto, ciascuno
          con il suo peso. I segnali aiutano chi modera: nessuna recensione è pubblicata, rifiutata o pagata
          dalla macchina. Le modifiche valgono per le verifiche successive e restano nel registro delle
          azioni.
        </p>
      </header>
      <fetcher.Form method="post" className="space-y-6">
        <input type="hidden" name="intent" value="save-rules" />
        <fieldset className="rounded-2xl border border-line bg-surface p-5">
          <legend className="px-1 text-lg font-semibold">Soglie</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              name="atRiskThreshold"
              label='Soglia "A rischio" (0–100)'
              hint="Da questo punteggio la recensione compare nel filtro 'A rischio'."
              value={settings.atRiskThreshold}
            />
            <NumberField
              name="holdThreshold"
              label="Soglia per trattenere (0–100)"
              hint="Da questo punteggio serve un motivo scritto per approvarla; l'autore legge 'In verifica'."
              value={settings.holdThreshold}
            />
          </div>
        </fieldset>
        <fieldset className="rounded-2xl border border-line bg-surface p-5">
          <legend className="px-1 text-lg font-semibold">Pesi dei segnali (%)</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {weightKeys.map((key) => (
              <NumberField
                key={key}
                name={`weights.${key}`}
                label={SIGNAL_WEIGHT_LABELS[key]}
                value={settings.weights[key]}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className="rounded-2xl border border-line bg-surface p-5">
          <legend className="px-1 text-lg font-semibold">Ritmo e raffiche</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              name="reviewsPerHour"
              label="Recensioni per ora oltre cui segnalare"
              value={settings.reviewsPerHour}
            />
            <NumberField
              name="reviewsPerDay"
              label="Recensioni al giorno oltre cui segnalare"
              value={settings.reviewsPerDay}
            />
            <NumberField
              name="burstMinReviews"
              label="Recensioni che fanno una raffica"
              hint="Dello stesso prodotto, in 24 ore, da account nuovi."
              value={settings.burstMinReviews}
            />
            <NumberField
              name="newAccountDays"
              label="Giorni in cui un account è nuovo"
              value={settings.newAccountDays}
            />
          </div>
        </fieldset>
        {refused && <FormAlert title={refused.title} message={refused.message} />}
        <Button type="submit" disabled={fetcher.state !== 'idle'}>
          Salva regole
        </Button>
      </fetcher.Form>
    </section>
  );
}

function NumberField(props: { name: string; label: string; value: number; hint?: string }) {
  const id = `rule-${props.name.replace('.', '-')}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={0}
        max={500}
        required
        defaultValue={props.value}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        className="mt-1 block min-h-11 w-full rounded-lg border border-line bg-surface px-3"
      />
      {props.hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {props.hint}
        </p>
      )}
    </div>
  );
}

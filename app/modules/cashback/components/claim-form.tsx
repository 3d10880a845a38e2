import { useFetcher } from 'react-router';
import { formatPrice } from '#app/lib/format.ts';
import type { ActionAnswer } from '#app/lib/form-action.ts';
import { Button } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/form.tsx';
import type { listOwnClaims } from '../cashback-claims.server.ts';
import { CLAIM_STATUS_LABELS } from '../cashback.schema.ts';

export type OwnClaim = Awaited<ReturnType<typeof listOwnClaims>>[number];

/**
 * "Il mio acquisto non compare": the claim form (intent `claim` of cashbackClaimCommandSchema) with
 * its answer under the button, then the person's claims with their state.
 */
export function ClaimSection({ claims }: { claims: OwnClaim[] }) {
  const fetcher = useFetcher<ActionAnswer>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  return (
    <section aria-labelledby="segnala" className="mt-6 rounded-2xl border border-line bg-surface p-6">
      <h2 id="segnala" className="text-xl font-bold">
        Il mio acquisto non compare
      </h2>
      <fetcher.Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" aria-describedby="segnala-esito">
        <input type="hidden" name="intent" value="claim" />
        <TextField label="Negozio" inputProps={{ name: 'merchantName', required: true, maxLength: 120 }} />
        <TextField label="Numero d’ordine" inputProps={{ name: 'orderRef', required: true, maxLength: 60 }} />
        <TextField
          label="Importo dell’ordine (€)"
          inputProps={{
            name: 'amount',
            required: true,
            inputMode: 'decimal',
            maxLength: 12,
            placeholder: '129,90',
          }}
        />
        <TextField
          label="Data dell’acquisto"
          inputProps={{ name: 'purchasedOn', type: 'date', required: true }}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={fetcher.state !== 'idle'}>
            Invia segnalazione
          </Button>
        </div>
        <p
          id="segnala-esito"
          role="status"
          className={
            answer?.ok === false ? 'text-sm font-medium text-red-800 sm:col-span-2' : 'text-sm sm:col-span-2'
          }
        >
          {answer?.toast.message}
        </p>
      </fetcher.Form>
      {claims.length > 0 && (
        <ul className="mt-4 divide-y divide-line" aria-label="Le tue segnalazioni">
          {claims.map((claim) => (
            <li key={claim.id} className="py-3 text-sm">
              <span className="font-semibold">{claim.merchantName}</span> · ordine {claim.orderRef} ·{' '}
              {formatPrice(claim.amount)} · {CLAIM_STATUS_LABELS[claim.status]}
              {claim.reason ? ` · Motivo: ${claim.reason}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

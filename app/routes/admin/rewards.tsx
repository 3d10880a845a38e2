import { Download, Info } from 'lucide-react';
import { useEffect } from 'react';
import { data, Form, Link, useFetcher } from 'react-router';
import { AppError } from '#app/lib/app-error.ts';
import { flashCookie } from '#app/lib/flash.server.ts';
import { formatDate, formatInteger, formatPoints } from '#app/lib/format.ts';
import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { listRewardRequests } from '#app/modules/rewards/list-reward-requests.server.ts';
import {
  addVoucherCodes,
  approveRewardRequest,
  rejectRewardRequest,
} from '#app/modules/rewards/moderate-reward.server.ts';
import {
  parseRewardRequestsQuery,
  REWARD_PAGE_SIZES,
  REWARD_STATUS_LABELS,
  rewardRequestsHref,
  type RewardRequestsQuery,
} from '#app/modules/rewards/reward-requests-query.ts';
import {
  ActionButtons,
  ActionDescription,
  ActionDialog,
  RejectReasonFields,
} from '#app/ui/admin/action-dialog.tsx';
import { Button } from '#app/ui/button.tsx';
import { cn } from '#app/ui/cn.ts';
import type { ToastMessage } from '#app/ui/toast.ts';
import {
  DateRangeFilters,
  FilterChip,
  PageSizeFilter,
  PrevNextPager,
  SearchFilter,
  SelectFilter,
} from '#app/ui/admin/list-controls.tsx';
import type { Route } from './+types/rewards';
import { readForm } from '#app/lib/request-body.server.ts';

export const meta = () => [{ title: 'Gestione Premi | Provato' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  const query = parseRewardRequestsQuery(new URL(request.url).searchParams);
  return { query, ...(await listRewardRequests(admin, query)) };
}

type ActionResult = { ok: boolean; requestId: string; toast: ToastMessage };
const answer = (result: ActionResult, status = 200) =>
  data(result, { status, headers: { 'Set-Cookie': flashCookie(result.toast) } });

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
  const intent = String(form.get('intent'));
  const requestId = String(form.get('requestId') ?? '');
  const fail = (message: string, status: number) =>
    answer({ ok: false, requestId, toast: { kind: 'error', title: 'Errore', message } }, status);
  try {
    if (intent === 'approve') {
      const outcome = await approveRewardRequest({
        actor: admin,
        requestId,
        code: String(form.get('code') ?? ''),
      });
      return answer({
        ok: true,
        requestId,
        toast: outcome.changed
          ? {
              kind: 'success',
              title: 'Successo',
              message: 'Premio approvato: il codice è stato inviato per email',
            }
          : { kind: 'info', title: 'Già gestita', message: 'La richiesta era già stata gestita.' },
      });
    }
    if (intent === 'reject') {
      const outcome = await rejectRewardRequest({
        actor: admin,
        requestId,
        reason: String(form.get('reason') ?? ''),
      });
      return answer({
        ok: true,
        requestId,
        toast: outcome.changed
          ? {
              kind: 'success',
              title: 'Successo',
              message: `Premio rifiutato: restituiti ${outcome.refunded} punti`,
            }
          : { kind: 'info', title: 'Già gestita', message: 'La richiesta era già stata gestita.' },
      });
    }
    if (intent === 'codes') {
      const codes = String(form.get('codes') ?? '').split(/\r?\n/);
      const outcome = await addVoucherCodes({
        actor: admin,
        rewardId: String(form.get('rewardId') ?? ''),
        codes,
      });
      return answer({
        ok: true,
        requestId: '',
        toast: { kind: 'success', title: 'Successo', message: `Codici aggiunti: ${outcome.added}` },
      });
    }
    return fail('Azione non valida', 400);
  } catch (error) {
    if (error instanceof AppError) {
      const fallback =
        intent === 'approve'
          ? 'Impossibile approvare il premio'
          : intent === 'reject'
            ? 'Impossibile rifiutare il premio'
            : error.message;
      return fail(
        error.status === 400 || error.status === 409 || error.status === 404 ? error.message : fallback,
        error.status,
      );
    }
    throw error;
  }
}

const statusStyle = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
} as const;

export default function RewardsAdmin({ loaderData }: Route.ComponentProps) {
  const { query, items, total, pageCount, types, pool } = loaderData;
  const href = (change: Partial<RewardRequestsQuery>) => rewardRequestsHref({ ...query, page: 1, ...change });
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Gestione Premi</h1>
        <a
          href={rewardRequestsHref({ ...query, page: 1 }, '/admin/rewards/export')}
          download
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-semibold"
        >
          <Download aria-hidden className="size-4" /> Export CSV
        </a>
      </div>
      <p className="flex gap-2 rounded-xl bg-brand-50 p-4 text-sm">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        Nota tecnica: i punti vengono scalati una sola volta, quando l&apos;utente richiede il premio.
        Approvare non toglie altri punti; rifiutare li restituisce una sola volta, anche se l&apos;azione
        viene ripetuta.
      </p>

      <Form method="get" className="grid gap-3 rounded-2xl border border-line bg-surface p-4 md:grid-cols-6">
        <SearchFilter id="rw-q" value={query.q} placeholder="Utente o premio" />
        <SelectFilter
          id="rw-status"
          name="status"
          label="Stato"
          value={query.status}
          all="Tutti"
          options={Object.entries(REWARD_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <SelectFilter
          id="rw-type"
          name="type"
          label="Tipo"
          value={query.type}
          all="Tutti"
          options={types.map((type) => ({ value: type, label: type }))}
        />
        <DateRangeFilters idPrefix="rw" from={query.from} to={query.to} />
        <PageSizeFilter id="rw-size" value={query.pageSize} sizes={REWARD_PAGE_SIZES} />
        {query.userId && <input type="hidden" name="userId" value={query.userId} />}
        <div className="flex flex-wrap items-center gap-2 md:col-span-5">
          <Button type="submit">Filtra</Button>
          <Link
            to="/admin/rewards"
            className="inline-flex min-h-11 items-center px-3 text-sm font-medium text-brand-700 underline"
          >
            Azzera filtri
          </Link>
          {query.userId && <FilterChip to={href({ userId: '' })} label="Solo un utente" />}
          <span className="ml-auto text-sm text-ink-muted" aria-live="polite">
            {total === 1 ? '1 richiesta' : `${formatInteger(total)} richieste`}
          </span>
        </div>
      </Form>

      {items.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-8 text-center">
          Nessuna richiesta premio trovata
        </p>
      ) : (
        <ul className="space-y-4">
          {items.map((item) => (
            <li key={item.id}>
              <article
                aria-labelledby={`rw-${item.id}`}
                className="rounded-2xl border border-line bg-surface p-5"
              >
                <div className="flex flex-wrap items-center gap-3">
                  <h2 id={`rw-${item.id}`} className="text-lg font-semibold">
                    {item.rewardType}
                  </h2>
                  <span
                    className={cn(
                      'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                      statusStyle[item.status],
                    )}
                  >
                    {REWARD_STATUS_LABELS[item.status]}
                  </span>
                  <span className="text-sm">{formatPoints(item.pointsCost)}</span>
                </div>
                <p className="mt-1 text-sm">
                  <Link to={href({ userId: item.userId })} className="underline">
                    {item.userName ?? item.userEmail}
                  </Link>{' '}
                  · {item.userEmail} · saldo attuale {formatPoints(item.userPoints ?? 0)}
                </p>
                <p className="mt-1 text-sm text-ink-muted">
                  Richiesto il {formatDate(item.createdAt)}
                  {item.processedAt ? ` · gestito il ${formatDate(item.processedAt)}` : ''}
                </p>
                {item.voucherCode && <p className="mt-2 text-sm">Codice: {item.voucherCode}</p>}
                {item.rejectionReason && (
                  <p className="mt-2 text-sm text-red-800">Motivo: {item.rejectionReason}</p>
                )}
                <div className="mt-4 flex flex-wrap gap-2">
                  {item.status === 'pending' && (
                    <>
                      <ApproveDialog
                        requestId={item.id}
                        rewardType={item.rewardType}
                        freeCodes={pool.find((p) => p.rewardId === item.rewardId)?.free ?? 0}
                      />
                      <RejectDialog requestId={item.id} />
                    </>
                  )}
                  <Button variant="ghost" disabled title="Disponibile con la gestione utenti">
                    Vedi utente
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}

      {pageCount > 1 && (
        <PrevNextPager
          page={query.page}
          pageCount={pageCount}
          hasNext={query.page < pageCount}
          href={(page) => href({ page })}
        />
      )}

      <CodePool pool={pool} />
    </section>
  );
}

function useClosingFetcher(onDone: () => void) {
  const fetcher = useFetcher<ActionResult>();
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) onDone();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to a finished submission only
  }, [fetcher.state, fetcher.data]);
  return fetcher;
}

function ApproveDialog(props: { requestId: string; rewardType: string; freeCodes: number }) {
  return (
    <ActionDialog trigger="Approva" title={`Approva: ${props.rewardType}`} triggerVariant="primary">
      {(close) => <ApproveForm {...props} close={close} />}
    </ActionDialog>
  );
}

function ApproveForm(props: { requestId: string; freeCodes: number; close: () => void }) {
  const fetcher = useClosingFetcher(props.close);
  return (
    <fetcher.Form method="post" className="mt-4 space-y-4">
      <ActionDescription>
        Inserisci il codice del buono, oppure lascia vuoto per usare il prossimo codice caricato (disponibili:{' '}
        {props.freeCodes}).
      </ActionDescription>
      <input type="hidden" name="intent" value="approve" />
      <input type="hidden" name="requestId" value={props.requestId} />
      <label className="block text-sm font-medium">
        Codice del buono
        <input
          name="code"
          maxLength={64}
          className="mt-1 block min-h-11 w-full rounded-lg border border-line px-3"
        />
      </label>
      <ActionButtons
        submitLabel="Conferma approvazione"
        disabled={fetcher.state !== 'idle'}
        outcome={fetcher.data}
      />
    </fetcher.Form>
  );
}

function RejectDialog({ requestId }: { requestId: string }) {
  return (
    <ActionDialog trigger="Rifiuta" title="Rifiuta la richiesta">
      {(close) => <RejectForm requestId={requestId} close={close} />}
    </ActionDialog>
  );
}

function RejectForm({ requestId, close }: { requestId: string; close: () => void }) {
  const fetcher = useClosingFetcher(close);
  return (
    <fetcher.Form method="post" className="mt-4 space-y-4">
      <ActionDescription>
        I punti verranno restituiti all&apos;utente, che riceverà il motivo per email.
      </ActionDescription>
      <input type="hidden" name="intent" value="reject" />
      <input type="hidden" name="requestId" value={requestId} />
      <RejectReasonFields busy={fetcher.state !== 'idle'} outcome={fetcher.data} />
    </fetcher.Form>
  );
}

function CodePool({ pool }: { pool: { rewardId: string; name: string; free: number }[] }) {
  const fetcher = useFetcher<ActionResult>();
  return (
    <section aria-labelledby="codici" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="codici" className="text-lg font-semibold">
        Magazzino codici
      </h2>
      <ul className="mt-2 text-sm">
        {pool.map((entry) => (
          <li key={entry.rewardId}>
            {entry.name}: {entry.free} codici disponibili
          </li>
        ))}
      </ul>
      <fetcher.Form method="post" className="mt-4 grid gap-3 md:grid-cols-3">
        <input type="hidden" name="intent" value="codes" />
        <label className="text-sm font-medium">
          Premio
          <select
            name="rewardId"
            className="mt-1 block min-h-11 w-full rounded-lg border border-line bg-surface px-2"
          >
            {pool.map((entry) => (
              <option key={entry.rewardId} value={entry.rewardId}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium md:col-span-2">
          Codici (uno per riga)
          <textarea
            name="codes"
            rows={3}
            className="mt-1 block w-full rounded-lg border border-line px-3 py-2 font-mono"
          />
        </label>
        <div>
          <Button type="submit" disabled={fetcher.state !== 'idle'}>
            Aggiungi codici
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}

import { formatDate, formatInteger, formatPrice } from '#app/lib/format.ts';
import type { DatabasePage } from '#app/modules/catalog/list-database.server.ts';
import { ruleOptions } from '#app/modules/decisions/decision.schema.ts';
import {
  ActionButtons,
  ActionDescription,
  ActionDialog,
  RejectReasonFields,
} from '#app/ui/admin/action-dialog.tsx';
import { ActionsHeadCell, Cell, DataTable, HeadCell, TwoLineCell } from '#app/ui/admin/data-table.tsx';
import { countLabel, SearchFilter, SelectFilter } from '#app/ui/admin/list-controls.tsx';
import {
  AdminPageHeader,
  EmptyState,
  FilterBar,
  type PillTone,
  StatusPill,
  TabLinks,
} from '#app/ui/admin/page-parts.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { Button } from '#app/ui/button.tsx';
import { FormAlert, TextField } from '#app/ui/form.tsx';
import { Pager } from '#app/ui/pager.tsx';
import {
  CASHBACK_TAB_LABELS,
  CASHBACK_TABS,
  cashbackHref,
  type CashbackQuery,
} from '../../cashback-query.ts';
import {
  CASHBACK_MESSAGES as M,
  CASHBACK_STATUS_LABELS,
  CLAIM_STATUS_LABELS,
} from '../../cashback.schema.ts';
import type { AdminCashbackClaim, AdminCashbackTransaction } from '../../list-cashback.server.ts';

export type CashbackPageData = {
  query: CashbackQuery;
  awinConfigured: boolean;
  list:
    | { tab: 'transactions'; page: DatabasePage<AdminCashbackTransaction> }
    | { tab: 'claims'; page: DatabasePage<AdminCashbackClaim> };
};

const labelled = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const transactionTone: Record<keyof typeof CASHBACK_STATUS_LABELS, PillTone> = {
  pending: 'amber',
  confirmed: 'green',
  reversed: 'red',
  unmatched: 'grey',
};
const claimTone: Record<keyof typeof CLAIM_STATUS_LABELS, PillTone> = {
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
};

/** Gestione Cashback (decision 020): the networks' transactions and the people's claims. */
export function CashbackPage({ query, awinConfigured, list }: CashbackPageData) {
  const { page } = list;
  const nouns: [string, string] =
    list.tab === 'transactions' ? ['transazione', 'transazioni'] : ['segnalazione', 'segnalazioni'];
  return (
    <section className="space-y-6">
      <AdminPageHeader title="Gestione Cashback" refresh />
      <TabLinks
        label="Tabelle"
        current={list.tab}
        tabs={CASHBACK_TABS.map((tab) => ({
          key: tab,
          label: CASHBACK_TAB_LABELS[tab],
          to: cashbackHref({ tab }),
        }))}
      />
      {list.tab === 'transactions' && <TransactionsSources awinConfigured={awinConfigured} />}
      <FilterBar resetTo={cashbackHref({ tab: list.tab })} count={countLabel(page.total, false, ...nouns)}>
        <input type="hidden" name="tab" value={list.tab} />
        <SearchFilter
          id="cashback-q"
          value={query.q}
          placeholder={
            list.tab === 'transactions' ? 'E-mail, clickref, ordine o ID' : 'E-mail o numero d’ordine'
          }
        />
        <SelectFilter
          id="cashback-status"
          name="status"
          label="Stato"
          value={query.status}
          all="Tutti"
          options={labelled(list.tab === 'transactions' ? CASHBACK_STATUS_LABELS : CLAIM_STATUS_LABELS)}
        />
        {list.tab === 'claims' && (
          <SelectFilter
            id="cashback-conflict"
            name="conflict"
            label={M.conflict}
            value={query.conflict ? '1' : ''}
            all="Tutte"
            options={[{ value: '1', label: 'Solo in conflitto' }]}
          />
        )}
      </FilterBar>
      {list.tab === 'transactions' ? (
        <TransactionsTable rows={list.page.items} />
      ) : (
        <ClaimsTable rows={list.page.items} />
      )}
      <Pager
        page={query.page}
        pageCount={page.pageCount}
        href={(target) => cashbackHref({ ...query, page: target })}
        label={`Pagine: ${formatInteger(page.total)} ${nouns[1]}`}
        firstLast
      />
    </section>
  );
}

/** Where transactions come from: Awin's API (a job) or a file in its shape. */
function TransactionsSources({ awinConfigured }: { awinConfigured: boolean }) {
  const fetch = useAdminAction({ toastRefusals: true });
  const upload = useAdminAction();
  const refusal = upload.state === 'idle' && upload.data && !upload.data.ok ? upload.data.toast : null;
  return (
    <div className="grid gap-4 rounded-2xl border border-line bg-surface p-4 md:grid-cols-2">
      <fetch.Form method="post" className="space-y-2">
        <input type="hidden" name="intent" value="fetch" />
        <p className="text-sm text-ink-muted">
          Scarica le transazioni degli ultimi 60 giorni dall’API di Awin e aggiorna punti in attesa,
          confermati e annullati
          {awinConfigured ? '.' : ' (Configurazione mancante: imposta AWIN_API_TOKEN e AWIN_PUBLISHER_ID).'}
        </p>
        <Button type="submit" variant="secondary" disabled={!awinConfigured || fetch.state !== 'idle'}>
          Scarica da Awin
        </Button>
      </fetch.Form>
      <upload.Form method="post" encType="multipart/form-data" className="space-y-2">
        <input type="hidden" name="intent" value="import" />
        <TextField
          label="Oppure importa un file JSON di transazioni Awin"
          inputProps={{ name: 'file', type: 'file', accept: 'application/json,.json', required: true }}
        />
        <Button type="submit" variant="secondary" disabled={upload.state !== 'idle'}>
          Importa transazioni
        </Button>
        {refusal && <FormAlert title={refusal.title} message={refusal.message} />}
      </upload.Form>
    </div>
  );
}

function TransactionsTable({ rows }: { rows: AdminCashbackTransaction[] }) {
  if (rows.length === 0) return <EmptyState>{M.emptyTransactions}</EmptyState>;
  return (
    <DataTable
      caption="Transazioni cashback"
      head={
        <tr>
          <HeadCell>Utente</HeadCell>
          <HeadCell>Negozio e ordine</HeadCell>
          <HeadCell>Importo</HeadCell>
          <HeadCell>Stato</HeadCell>
          <HeadCell>Punti</HeadCell>
          <HeadCell>Data</HeadCell>
        </tr>
      }
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <Cell>
            {row.userEmail ? (
              <>
                <span className="font-semibold">{row.userName}</span>
                <span className="block text-xs text-ink-muted">{row.userEmail}</span>
              </>
            ) : (
              <span className="text-ink-muted">Nessuno (clickref {row.clickRef ?? 'assente'})</span>
            )}
          </Cell>
          <Cell>
            {row.merchantName ?? '—'}
            <span className="block text-xs text-ink-muted">
              {row.network === 'claim' ? 'Segnalazione' : `Awin ${row.networkId}`}
              {row.orderRef ? ` · ordine ${row.orderRef}` : ''}
            </span>
          </Cell>
          <Cell>{formatPrice(row.saleAmount)}</Cell>
          <Cell>
            <StatusPill tone={transactionTone[row.status]}>{CASHBACK_STATUS_LABELS[row.status]}</StatusPill>
            {row.declineReason && <span className="block text-xs text-ink-muted">{row.declineReason}</span>}
          </Cell>
          <Cell>
            {row.status === 'confirmed'
              ? `+${row.creditedPoints}`
              : row.status === 'pending'
                ? `${row.points} in attesa`
                : '—'}
          </Cell>
          <Cell>{formatDate(row.transactionDate)}</Cell>
        </tr>
      ))}
    </DataTable>
  );
}

function ClaimsTable({ rows }: { rows: AdminCashbackClaim[] }) {
  if (rows.length === 0) return <EmptyState>{M.emptyClaims}</EmptyState>;
  return (
    <DataTable
      caption="Segnalazioni di acquisti"
      head={
        <tr>
          <HeadCell>Utente</HeadCell>
          <HeadCell>Negozio e ordine</HeadCell>
          <HeadCell>Importo</HeadCell>
          <HeadCell>Acquisto</HeadCell>
          <HeadCell>Stato</HeadCell>
          <ActionsHeadCell />
        </tr>
      }
    >
      {rows.map((claim) => (
        <tr key={claim.id}>
          <TwoLineCell main={claim.userName} detail={claim.userEmail} />
          <TwoLineCell main={claim.merchantName} detail={`ordine ${claim.orderRef}`} strong={false} />
          <Cell>{formatPrice(claim.amount)}</Cell>
          <Cell>{formatDate(claim.purchasedOn)}</Cell>
          <Cell>
            <StatusPill tone={claimTone[claim.status]}>{CLAIM_STATUS_LABELS[claim.status]}</StatusPill>
            {claim.conflict && (
              <span className="ml-1" title={M.conflictHint}>
                <StatusPill tone="blue">{M.conflict}</StatusPill>
              </span>
            )}
            {claim.reason && <span className="block text-xs text-ink-muted">{claim.reason}</span>}
          </Cell>
          <Cell>{claim.status === 'pending' && <ClaimActions claim={claim} />}</Cell>
        </tr>
      ))}
    </DataTable>
  );
}

function ClaimActions({ claim }: { claim: AdminCashbackClaim }) {
  const who = `${claim.userName}, ordine ${claim.orderRef}`;
  return (
    <div className="flex gap-1">
      <ActionDialog trigger="Approva" title={`Approvare la segnalazione di ${who}?`}>
        {(close) => <DecideForm claimId={claim.id} intent="approve" close={close} />}
      </ActionDialog>
      <ActionDialog trigger="Rifiuta" title={`Rifiutare la segnalazione di ${who}?`} triggerVariant="ghost">
        {(close) => <DecideForm claimId={claim.id} intent="reject" close={close} />}
      </ActionDialog>
    </div>
  );
}

const REFUSAL_RULES = ruleOptions('cashback_claim_refused');

function DecideForm({
  claimId,
  intent,
  close,
}: {
  claimId: string;
  intent: 'approve' | 'reject';
  close: () => void;
}) {
  const fetcher = useAdminAction({ onSuccess: close });
  return (
    <fetcher.Form method="post" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="claimId" value={claimId} />
      {intent === 'approve' ? (
        <>
          <ActionDescription>
            L’acquisto diventa un cashback confermato: i punti della sua fascia di importo vengono accreditati
            subito.
          </ActionDescription>
          <ActionButtons submitLabel="Approva" disabled={fetcher.state !== 'idle'} outcome={fetcher.data} />
        </>
      ) : (
        <RejectReasonFields busy={fetcher.state !== 'idle'} outcome={fetcher.data} rules={REFUSAL_RULES} />
      )}
    </fetcher.Form>
  );
}

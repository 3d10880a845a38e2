import { Download, FileUp, Play, Trash2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { formatInteger } from '#app/lib/format.ts';
import {
  AdminPageHeader,
  EmptyState,
  type PillTone,
  StatusPill,
  TabLinks,
} from '#app/ui/admin/page-parts.tsx';
import { useWhileRunning } from '#app/ui/admin/use-while-running.ts';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { Button } from '#app/ui/button.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { OFFER_FIELD_KEYS, OFFER_FIELDS } from '../../import-format.ts';
import { columnInputName, IMPORT_TABS, type ImportTab } from '../../import.schema.ts';
import type { ImportRunDetail, ImportRunSummary } from '../../list-imports.server.ts';

export type ImportPageData = {
  history: { runs: ImportRunSummary[]; page: number; pageCount: number; total: number };
  run: ImportRunDetail | null;
  maxMegabytes: number;
  tab: ImportTab;
  sourceError: string | null;
};

const STATUS: Record<ImportRunSummary['status'], { label: string; tone: PillTone }> = {
  idle: { label: 'In attesa', tone: 'grey' },
  processing: { label: 'In corso', tone: 'blue' },
  completed: { label: 'Completata', tone: 'green' },
  error: { label: 'Errore', tone: 'red' },
  cancelled: { label: 'Annullata', tone: 'amber' },
};

const METHODS: Record<string, string> = {
  ean: 'EAN',
  model: 'Marca e modello',
  asin: 'ASIN',
  name: 'Nome simile',
  created: 'Nuovo prodotto',
};

const when = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Rome',
});

const statusOf = (run: ImportRunSummary) =>
  run.status === 'idle' && run.started ? { label: 'In coda', tone: 'grey' as const } : STATUS[run.status];
const running = (run: ImportRunSummary) =>
  run.started && (run.status === 'idle' || run.status === 'processing');
const percent = (value: number) => `${Math.round(value * 100)}%`;
/** A preview: the file is read, the mapping not chosen, nothing started. */
const isPreview = (run: ImportRunSummary) => run.status === 'idle' && !run.started;

/** Importazione Intelligente (admin-side §2): upload, preview and mapping, live progress, history. */
export function ImportPage({ history, run, maxMegabytes, tab, sourceError }: ImportPageData) {
  return (
    <section className="space-y-6">
      <AdminPageHeader title="Importazione Intelligente" />
      <TabLinks
        label="Origine dei dati"
        current={tab}
        tabs={IMPORT_TABS.map((item) => ({
          ...item,
          to: item.key === 'csv' ? '/admin/import' : `/admin/import?tab=${item.key}`,
        }))}
      />
      {tab === 'csv' ? (
        <UploadForm maxMegabytes={maxMegabytes} error={sourceError} />
      ) : (
        <FetchForm kind={tab} maxMegabytes={maxMegabytes} error={sourceError} />
      )}
      {run && (run.started || run.status !== 'idle' ? <RunProgress run={run} /> : <MappingForm run={run} />)}
      <History {...history} openRunId={run?.id ?? null} />
    </section>
  );
}

function UploadForm({ maxMegabytes, error }: { maxMegabytes: number; error: string | null }) {
  const [chosen, setChosen] = useState(false);
  const navigation = useNavigation();
  const uploading = navigation.state === 'submitting' && navigation.formEncType === 'multipart/form-data';
  return (
    <Form
      method="post"
      action="/admin/import?upload"
      encType="multipart/form-data"
      className="space-y-3 rounded-2xl border border-line bg-surface p-5"
      aria-labelledby="import-upload-title"
    >
      <h2 id="import-upload-title" className="text-lg font-semibold">
        File CSV
      </h2>
      <p className="text-sm text-ink-muted">
        Un file CSV o un feed Awin (anche compresso .gz), separato da punto e virgola o da virgola, con una
        riga di intestazione; al massimo {maxMegabytes} MB. Prima dell’importazione vedrai le prime 5 righe e
        sceglierai quale colonna corrisponde a ogni campo.
      </p>
      <div>
        <label htmlFor="import-file" className="mb-1 block text-sm font-medium">
          File da importare
        </label>
        <input
          id="import-file"
          name="file"
          type="file"
          accept=".csv,.txt,.gz,text/csv,application/gzip"
          required
          aria-describedby={error ? 'import-upload-error' : undefined}
          onChange={(event) => setChosen((event.currentTarget.files?.length ?? 0) > 0)}
          className="block min-h-11 w-full rounded-lg border border-line bg-surface p-2 text-sm"
        />
      </div>
      {error && (
        <p id="import-upload-error" role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" disabled={!chosen || uploading}>
        <FileUp aria-hidden className="size-4" /> {uploading ? 'Caricamento…' : 'Carica e mostra l’anteprima'}
      </Button>
    </Form>
  );
}

const FETCH_TEXT: Record<'url' | 'feed', { title: string; help: string; label: string }> = {
  url: {
    title: 'URL offerte',
    help: 'L’indirizzo di un listino CSV pubblicato da un negozio (anche compresso .gz). Il server lo scarica, poi vedrai le prime 5 righe e sceglierai le colonne.',
    label: 'Indirizzo del listino',
  },
  feed: {
    title: 'Feed affiliato',
    help: 'Il link di download di un feed Awin «Create-a-Feed» in formato CSV (di solito compresso .gz). Le colonne standard di Awin vengono abbinate da sole.',
    label: 'Link di download del feed',
  },
};

function FetchForm({
  kind,
  maxMegabytes,
  error,
}: {
  kind: 'url' | 'feed';
  maxMegabytes: number;
  error: string | null;
}) {
  const [address, setAddress] = useState('');
  const navigation = useNavigation();
  const fetching = navigation.state === 'submitting' && navigation.formAction?.includes('fetch');
  const text = FETCH_TEXT[kind];
  return (
    <Form
      method="post"
      action="/admin/import?fetch"
      className="space-y-3 rounded-2xl border border-line bg-surface p-5"
      aria-labelledby="import-fetch-title"
    >
      <h2 id="import-fetch-title" className="text-lg font-semibold">
        {text.title}
      </h2>
      <p className="text-sm text-ink-muted">
        {text.help} Al massimo {maxMegabytes} MB; non si scarica da reti private o locali.
      </p>
      <input type="hidden" name="kind" value={kind} />
      <div>
        <label htmlFor="import-url" className="mb-1 block text-sm font-medium">
          {text.label}
        </label>
        <input
          id="import-url"
          name="url"
          type="url"
          required
          maxLength={2000}
          placeholder="https://"
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
          aria-describedby={error ? 'import-fetch-error' : undefined}
          className="min-h-11 w-full rounded-lg border border-line bg-surface px-3"
        />
      </div>
      {error && (
        <p id="import-fetch-error" role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" disabled={!address.trim() || fetching}>
        <FileUp aria-hidden className="size-4" /> {fetching ? 'Download…' : 'Scarica e mostra l’anteprima'}
      </Button>
    </Form>
  );
}

function MappingForm({ run }: { run: ImportRunDetail }) {
  const start = useAdminAction();
  const preview = run.preview;
  const columns = preview?.headers ?? [];
  const refusal = start.state === 'idle' && start.data && !start.data.ok ? start.data.toast.message : null;
  return (
    <section
      aria-labelledby="import-mapping-title"
      className="space-y-4 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id="import-mapping-title" className="text-lg font-semibold">
        Anteprima di «{run.sourceName}»
      </h2>
      {preview && preview.rows.length > 0 ? (
        <div role="region" aria-label="Prime 5 righe del file" tabIndex={0} className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Le prime {preview.rows.length} righe del file</caption>
            <thead>
              <tr className="border-b border-line">
                {preview.headers.map((header) => (
                  <th key={header} scope="col" className="px-2 py-1 whitespace-nowrap">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-b border-line last:border-0">
                  {row.map((value, index) => (
                    <td key={index} className="max-w-48 truncate px-2 py-1" title={value}>
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState>Il file non ha righe da importare.</EmptyState>
      )}
      <start.Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="start" />
        <input type="hidden" name="runId" value={run.id} />
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-2 text-base font-semibold">Abbina le colonne</legend>
          {run.presetApplied && (
            <p className="text-sm text-ink-muted sm:col-span-2 lg:col-span-3">
              Abbinamento, negozio e catalogo completo ripresi dall’ultima importazione di questa origine.
            </p>
          )}
          {OFFER_FIELD_KEYS.map((field) => (
            <div key={field}>
              <label htmlFor={`column-${field}`} className="mb-1 block text-sm font-medium">
                {OFFER_FIELDS[field].label}
                {OFFER_FIELDS[field].required && field !== 'merchantName' ? ' *' : ''}
              </label>
              <select
                id={`column-${field}`}
                name={columnInputName(field)}
                defaultValue={run.mapping[field] ?? ''}
                className="min-h-11 w-full rounded-lg border border-line bg-surface px-2"
              >
                <option value="">— nessuna colonna —</option>
                {columns.map((column) => (
                  <option key={column} value={column}>
                    {column}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor="import-merchant" className="mb-1 block text-sm font-medium">
              Negozio di tutte le righe (se il file non ha la colonna)
            </label>
            <input
              id="import-merchant"
              name="merchantName"
              maxLength={120}
              defaultValue={run.merchantName ?? ''}
              className="min-h-11 w-full rounded-lg border border-line bg-surface px-3"
            />
          </div>
          <label className="flex min-h-11 items-center gap-3 self-end text-sm">
            <input type="checkbox" name="completeFeed" defaultChecked={run.completeFeed} className="size-5" />
            Catalogo completo del negozio: le offerte che non compaiono più diventano non disponibili
          </label>
        </div>
        {refusal && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {refusal}
          </p>
        )}
        <Button type="submit" disabled={!preview?.rows.length || start.state !== 'idle'}>
          <Play aria-hidden className="size-4" /> Avvia importazione
        </Button>
      </start.Form>
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4 text-sm text-ink-muted">
        <p>Non ti serve? Un’anteprima mai avviata si scarta da sola dopo un giorno.</p>
        <DiscardButton runId={run.id} sourceName={run.sourceName} open />
      </div>
    </section>
  );
}

/**
 * 'Scarta': removes a preview never started (and its file). When it is the one on screen, the page
 * goes back to the bare history (the route skips reloading a run that is gone: shouldRevalidate).
 */
function DiscardButton(props: { runId: string; sourceName: string; open: boolean }) {
  const navigate = useNavigate();
  const discard = useAdminAction({
    toastRefusals: true,
    onSuccess: () => {
      if (props.open) void navigate('/admin/import', { replace: true });
    },
  });
  return (
    <discard.Form method="post" action="/admin/import">
      <input type="hidden" name="intent" value="discard" />
      <input type="hidden" name="runId" value={props.runId} />
      <Button
        type="submit"
        variant="secondary"
        disabled={discard.state !== 'idle'}
        aria-label={`Scarta l’anteprima di «${props.sourceName}»`}
      >
        <Trash2 aria-hidden className="size-4" /> Scarta
      </Button>
    </discard.Form>
  );
}

function RunProgress({ run }: { run: ImportRunDetail }) {
  const active = running(run);
  useWhileRunning(active);
  const cancel = useAdminAction({ toastRefusals: true });
  const status = statusOf(run);
  const figures: [string, number][] = [
    ['Righe lette', run.rowsRead],
    ['Offerte create', run.offersCreated],
    ['Offerte aggiornate', run.offersUpdated],
    ['Prodotti creati', run.productsCreated],
    ['Collegate a un prodotto', run.matched],
    ['Da abbinare', run.unmatched],
    ['Non più disponibili', run.markedOutOfStock],
    ['Righe con errori', run.errorCount],
  ];
  return (
    <section
      aria-labelledby="import-run-title"
      className="space-y-4 rounded-2xl border border-line bg-surface p-5"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="import-run-title" className="text-lg font-semibold">
          Importazione di «{run.sourceName}»
        </h2>
        <span aria-live="polite">
          <StatusPill tone={status.tone}>{status.label}</StatusPill>
        </span>
        {active && (
          <cancel.Form method="post" className="ml-auto">
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="runId" value={run.id} />
            <Button type="submit" variant="secondary" disabled={cancel.state !== 'idle'}>
              <XCircle aria-hidden className="size-4" /> Annulla importazione
            </Button>
          </cancel.Form>
        )}
      </div>
      {run.errorMessage && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {run.errorMessage}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-brand-50 p-3">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="text-xl font-bold tabular-nums">{formatInteger(value)}</dd>
          </div>
        ))}
      </dl>
      {run.matches.length > 0 && (
        <div role="region" aria-label="Abbinamenti" tabIndex={0} className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-semibold">Abbinamenti (i primi 20)</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-1">
                  Offerta
                </th>
                <th scope="col" className="py-1">
                  Prodotto
                </th>
                <th scope="col" className="py-1">
                  Come
                </th>
                <th scope="col" className="py-1 text-right">
                  Affidabilità
                </th>
              </tr>
            </thead>
            <tbody>
              {run.matches.map((match, index) => (
                <tr key={index} className="border-b border-line last:border-0">
                  <td className="py-1">{match.offerName}</td>
                  <td className="py-1">{match.productName}</td>
                  <td className="py-1">{METHODS[match.method] ?? match.method}</td>
                  <td className="py-1 text-right tabular-nums">{percent(match.confidence)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {run.errors.length > 0 && (
        <div className="space-y-2">
          <h3 className="font-semibold">Righe non importate</h3>
          <ul className="space-y-1 text-sm">
            {run.errors.map((error) => (
              <li key={error.row}>
                Riga {formatInteger(error.row)}: {error.message}
              </li>
            ))}
          </ul>
          <a
            href={`/admin/import/${run.id}/errors`}
            download
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line px-3 text-sm font-semibold"
          >
            <Download aria-hidden className="size-4" /> Scarica tutti gli errori (CSV)
          </a>
        </div>
      )}
    </section>
  );
}

function History({
  runs,
  page,
  pageCount,
  total,
  openRunId,
}: ImportPageData['history'] & { openRunId: string | null }) {
  return (
    <section aria-labelledby="import-history-title" className="space-y-3">
      <h2 id="import-history-title" className="text-lg font-semibold">
        Importazioni ({formatInteger(total)})
      </h2>
      {runs.length === 0 ? (
        <EmptyState>Nessuna importazione finora.</EmptyState>
      ) : (
        // Relative, so the header cell's sr-only label sits inside the scrolling box, not past the page.
        <div
          role="region"
          aria-label="Storico delle importazioni"
          tabIndex={0}
          className="relative overflow-x-auto"
        >
          <table className="w-full rounded-2xl border border-line bg-surface text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="p-2">
                  Data
                </th>
                <th scope="col" className="p-2">
                  File
                </th>
                <th scope="col" className="p-2">
                  Stato
                </th>
                <th scope="col" className="p-2 text-right">
                  Righe
                </th>
                <th scope="col" className="p-2 text-right">
                  Create
                </th>
                <th scope="col" className="p-2 text-right">
                  Aggiornate
                </th>
                <th scope="col" className="p-2 text-right">
                  Errori
                </th>
                <th scope="col" className="p-2">
                  <span className="sr-only">Azioni</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => {
                const status = statusOf(run);
                return (
                  <tr key={run.id} className="border-b border-line last:border-0">
                    <td className="p-2 whitespace-nowrap">{when.format(new Date(run.createdAt))}</td>
                    <td className="p-2">
                      <Link
                        to={`/admin/import?run=${run.id}`}
                        className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
                      >
                        {run.sourceName}
                      </Link>
                    </td>
                    <td className="p-2">
                      <StatusPill tone={status.tone}>{status.label}</StatusPill>
                    </td>
                    <td className="p-2 text-right tabular-nums">{formatInteger(run.rowsRead)}</td>
                    <td className="p-2 text-right tabular-nums">{formatInteger(run.offersCreated)}</td>
                    <td className="p-2 text-right tabular-nums">{formatInteger(run.offersUpdated)}</td>
                    <td className="p-2 text-right tabular-nums">{formatInteger(run.errorCount)}</td>
                    <td className="p-2">
                      {isPreview(run) && (
                        <DiscardButton
                          runId={run.id}
                          sourceName={run.sourceName}
                          open={run.id === openRunId}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        href={(target) => `/admin/import?page=${target}`}
        label="Pagine delle importazioni"
      />
    </section>
  );
}

import { ArrowLeft, ArrowRight, Trash2, X } from 'lucide-react';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatInteger } from '#app/lib/format.ts';
import {
  ProductStatusFilter,
  ProductStatusPill,
} from '#app/modules/catalog/components/admin/products-tab.tsx';
import type { DatabasePage } from '#app/modules/catalog/list-database.server.ts';
import { ActionButtons, ActionDescription, ActionDialog } from '#app/ui/admin/action-dialog.tsx';
import { Cell, DataTable, HeadCell, InputCell, RowEditForm } from '#app/ui/admin/data-table.tsx';
import { countLabel, SearchFilter, SelectFilter } from '#app/ui/admin/list-controls.tsx';
import { AdminPageHeader, EmptyState, FilterBar } from '#app/ui/admin/page-parts.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { Button } from '#app/ui/button.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { curationHref, type CurationQuery } from '../../curation-query.ts';
import { CURATION_MESSAGES as M } from '../../curation.schema.ts';
import type { CurationProductRow, CurationStep } from '../../curation.server.ts';
import { OffersStep } from './offers-step.tsx';

export type CurationPageData = {
  query: CurationQuery;
  view:
    | { step: 1; page: DatabasePage<CurationProductRow>; brands: string[]; selected: number }
    | { step: 2; data: CurationStep; marketplace: boolean };
};

const STEPS = ['Selezione Prodotti', 'Gestione Offerte'] as const;

/** Wizard di Curatela (admin-side §2): two steps, the selection kept in the database. */
export function CurationPage({ query, view }: CurationPageData) {
  const progress = view.step === 1 ? 0 : Math.round((view.data.at / view.data.total) * 100);
  return (
    <section className="space-y-6">
      <AdminPageHeader title="Wizard di Curatela">
        <Link
          to="/admin"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-semibold"
        >
          <ArrowLeft aria-hidden className="size-4" /> Torna alla dashboard
        </Link>
      </AdminPageHeader>
      <div className="space-y-2">
        <ol className="flex flex-wrap gap-4 text-sm">
          {STEPS.map((label, index) => (
            <li
              key={label}
              aria-current={view.step === index + 1 ? 'step' : undefined}
              className={view.step === index + 1 ? 'font-semibold text-brand-800' : 'text-ink-muted'}
            >
              Passo {index + 1} di 2: {label}
            </li>
          ))}
        </ol>
        <div
          role="progressbar"
          aria-label="Avanzamento della curatela"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2 overflow-hidden rounded-full bg-gray-200"
        >
          <div className="h-full bg-brand-700 transition-all" style={{ width: `${progress}%` }} />
        </div>
      </div>
      {view.step === 1 ? (
        <SelectionStep query={query} {...view} />
      ) : (
        <OffersStep key={view.data.product.id} step={view.data} marketplace={view.marketplace} />
      )}
    </section>
  );
}

function SelectionStep({
  query,
  page,
  brands,
  selected,
}: { query: CurationQuery } & Extract<CurationPageData['view'], { step: 1 }>) {
  const navigate = useNavigate();
  const { search } = useLocation();
  // Step 2 with nothing left to walk (the wizard just finished): the address follows the page.
  useEffect(() => {
    if (new URLSearchParams(search).get('step') === '2') void navigate(curationHref({}), { replace: true });
  }, [search, navigate]);
  const proceed = useAdminAction({
    toastRefusals: true,
    onSuccess: () => void navigate(curationHref({ step: 2 })),
  });
  const clear = useAdminAction({ toastRefusals: true });
  return (
    <>
      <h2 className="text-xl font-semibold">Selezione Prodotti</h2>
      <FilterBar resetTo={curationHref({})} count={countLabel(page.total, false, 'prodotto', 'prodotti')}>
        <SearchFilter id="curation-q" value={query.q} placeholder="Nome o brand" />
        <SelectFilter
          id="curation-brand"
          name="brand"
          label="Brand"
          value={query.brand}
          all="Tutti"
          options={brands.map((brand) => ({ value: brand, label: brand }))}
        />
        <ProductStatusFilter id="curation-status" value={query.status} />
      </FilterBar>

      <div
        className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-4"
        aria-label="Selezione"
        role="group"
      >
        <p className="mr-auto text-sm font-semibold" aria-live="polite" data-testid="curation-selected">
          {M.selected(selected)}
          <span className="block text-xs font-normal text-ink-muted">
            Maiuscolo + clic seleziona un intervallo. La selezione resta salvata tra le pagine.
          </span>
        </p>
        {selected > 0 && (
          <>
            <clear.Form method="post">
              <input type="hidden" name="intent" value="clear" />
              <Button type="submit" variant="ghost" disabled={clear.state !== 'idle'}>
                <X aria-hidden className="size-4" /> Annulla selezione
              </Button>
            </clear.Form>
            <DeleteSelectedDialog count={selected} />
          </>
        )}
        <proceed.Form method="post">
          <input type="hidden" name="intent" value="continue" />
          <Button type="submit" disabled={proceed.state !== 'idle'}>
            Continua <ArrowRight aria-hidden className="size-4" />
          </Button>
        </proceed.Form>
      </div>

      {page.items.length === 0 ? (
        <EmptyState>{M.emptyProducts}</EmptyState>
      ) : (
        <ProductsTable key={`${query.page}-${query.q}-${query.brand}-${query.status}`} rows={page.items} />
      )}
      <Pager
        page={query.page}
        pageCount={page.pageCount}
        href={(target) => curationHref({ ...query, page: target })}
        label={`Pagine: ${formatInteger(page.total)} prodotti`}
        firstLast
      />
    </>
  );
}

/** Bulk delete behind a confirmation screen that says it cannot be undone (admin-side §2). */
function DeleteSelectedDialog({ count }: { count: number }) {
  return (
    <ActionDialog
      trigger={`Elimina selezionati (${count})`}
      title={`Eliminare ${count === 1 ? '1 prodotto' : `${count} prodotti`}?`}
      triggerVariant="ghost"
    >
      {(close) => <DeleteSelectedForm close={close} />}
    </ActionDialog>
  );
}

function DeleteSelectedForm({ close }: { close: () => void }) {
  const fetcher = useAdminAction({ onSuccess: close });
  return (
    <fetcher.Form method="post" className="mt-4 space-y-4">
      <ActionDescription>
        <Trash2 aria-hidden className="mr-1 inline size-4" />
        {M.confirmDelete} {M.confirmDeleteNote}
      </ActionDescription>
      <input type="hidden" name="intent" value="delete-selected" />
      <ActionButtons
        submitLabel="Elimina"
        danger
        disabled={fetcher.state !== 'idle'}
        outcome={fetcher.data}
      />
    </fetcher.Form>
  );
}

/**
 * The page's products with their boxes. A tick is saved at once (so the selection survives pages and
 * reloads); Shift + click ticks or clears the whole range from the last box clicked.
 */
function ProductsTable({ rows }: { rows: CurationProductRow[] }) {
  const fetcher = useAdminAction({ toastRefusals: true });
  const [ticked, setTicked] = useState(
    () => new Set(rows.filter((row) => row.selected).map((row) => row.id)),
  );
  // The server's answer wins once it arrives (another tab, a refused tick).
  useEffect(() => setTicked(new Set(rows.filter((row) => row.selected).map((row) => row.id))), [rows]);
  const last = useRef<number | null>(null);

  const apply = (ids: string[], on: boolean) => {
    setTicked((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
    const form = new FormData();
    form.set('intent', on ? 'select' : 'deselect');
    for (const id of ids) form.append('productIds', id);
    void fetcher.submit(form, { method: 'post' });
  };
  const onRowClick = (index: number) => (event: MouseEvent<HTMLInputElement>) => {
    const on = event.currentTarget.checked;
    const from = event.shiftKey && last.current !== null ? Math.min(last.current, index) : index;
    const to = event.shiftKey && last.current !== null ? Math.max(last.current, index) : index;
    last.current = index;
    apply(
      rows.slice(from, to + 1).map((row) => row.id),
      on,
    );
  };
  const allTicked = rows.every((row) => ticked.has(row.id));

  return (
    <DataTable
      caption="Prodotti da curare"
      head={
        <tr>
          <th scope="col" className="w-12 p-2">
            <label className="inline-flex min-h-11 min-w-11 items-center justify-center">
              <input
                type="checkbox"
                className="size-5"
                checked={allTicked}
                onChange={(event) =>
                  apply(
                    rows.map((row) => row.id),
                    event.currentTarget.checked,
                  )
                }
              />
              <span className="sr-only">Seleziona tutti i prodotti della pagina</span>
            </label>
          </th>
          <HeadCell>Prodotto</HeadCell>
          <HeadCell>Slug</HeadCell>
          <HeadCell>Brand</HeadCell>
          <HeadCell>Stato</HeadCell>
          <HeadCell className="text-right">Offerte</HeadCell>
          <HeadCell>Azioni</HeadCell>
        </tr>
      }
    >
      {rows.map((row, index) => (
        <ProductRow key={row.id} row={row} ticked={ticked.has(row.id)} onTick={onRowClick(index)} />
      ))}
    </DataTable>
  );
}

function ProductRow(props: {
  row: CurationProductRow;
  ticked: boolean;
  onTick: (event: MouseEvent<HTMLInputElement>) => void;
}) {
  const { row } = props;
  const [editing, setEditing] = useState(false);
  const formId = `curation-rename-${row.id}`;
  return (
    <tr className={props.ticked ? 'bg-brand-50/60' : undefined}>
      <td className="w-12 p-2">
        <label className="inline-flex min-h-11 min-w-11 items-center justify-center">
          <input
            type="checkbox"
            className="size-5"
            checked={props.ticked}
            onChange={() => undefined}
            onClick={props.onTick}
          />
          <span className="sr-only">Seleziona {row.name}</span>
        </label>
      </td>
      {editing ? (
        <>
          <InputCell
            form={formId}
            name="name"
            defaultValue={row.name}
            aria-label="Nome"
            maxLength={200}
            required
          />
          <InputCell
            form={formId}
            name="slug"
            defaultValue={row.slug}
            aria-label="Slug"
            maxLength={200}
            required
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
          />
        </>
      ) : (
        <>
          <Cell className="font-medium">
            <span className="flex items-center gap-3">
              {row.imageUrl ? (
                <img
                  src={row.imageUrl}
                  alt=""
                  width={40}
                  height={40}
                  className="size-10 rounded object-contain"
                />
              ) : (
                <span aria-hidden className="size-10 rounded bg-gray-100" />
              )}
              {row.name}
            </span>
          </Cell>
          <Cell className="font-mono text-xs">{row.slug}</Cell>
        </>
      )}
      <Cell>{row.brandName ?? '—'}</Cell>
      <Cell>
        <ProductStatusPill status={row.status} />
      </Cell>
      <Cell className="text-right tabular-nums">{formatInteger(row.offersCount)}</Cell>
      <Cell>
        {editing ? (
          <RowEditForm
            formId={formId}
            intent="rename"
            idName="productId"
            id={row.id}
            onDone={() => setEditing(false)}
          />
        ) : (
          <Button variant="ghost" onClick={() => setEditing(true)} aria-label={`Modifica ${row.name}`}>
            Modifica
          </Button>
        )}
      </Cell>
    </tr>
  );
}

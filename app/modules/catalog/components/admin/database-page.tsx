import { Sparkles } from 'lucide-react';
import { formatInteger } from '#app/lib/format.ts';
import { countLabel, SearchFilter, SelectFilter } from '#app/ui/admin/list-controls.tsx';
import { AdminPageHeader, EmptyState, FilterBar, TabLinks } from '#app/ui/admin/page-parts.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { useWhileRunning } from '#app/ui/admin/use-while-running.ts';
import { Button } from '#app/ui/button.tsx';
import { Pager } from '#app/ui/pager.tsx';
import type { BrandCleaningRun } from '../../clean-brands.server.ts';
import {
  DATABASE_TAB_LABELS,
  DATABASE_TABS,
  databaseHref,
  type DatabaseQuery,
  OFFER_LINK_LABELS,
} from '../../database-query.ts';
import { DATABASE_MESSAGES as M } from '../../database.schema.ts';
import type {
  AdminCategoryRow,
  AdminOfferRow,
  AdminProductRow,
  DatabasePage,
  Option,
} from '../../list-database.server.ts';
import { CategoriesTab, CreateCategoryDialog } from './categories-tab.tsx';
import { CreateOfferDialog, OffersTab } from './offers-tab.tsx';
import { CreateProductDialog, ProductStatusFilter, ProductsTab } from './products-tab.tsx';

export type DatabasePageData = {
  query: DatabaseQuery;
  list:
    | { tab: 'products'; page: DatabasePage<AdminProductRow> }
    | { tab: 'offers'; page: DatabasePage<AdminOfferRow> }
    | { tab: 'categories'; page: DatabasePage<AdminCategoryRow> };
  categories: Option[];
  merchants: Option[];
  brandCleaning: { enabled: boolean; lastRun: BrandCleaningRun | null };
};

const labelled = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Gestione Database (admin-side §2): tabs, brand cleaning, filters, create, bulk edit, table, pager. */
export function DatabasePage({ query, list, categories, merchants, brandCleaning }: DatabasePageData) {
  const { page } = list;
  const href = (change: Partial<DatabaseQuery>) => databaseHref({ ...query, ...change });
  const nouns = {
    products: ['prodotto', 'prodotti'],
    offers: ['offerta', 'offerte'],
    categories: ['categoria', 'categorie'],
  }[list.tab] as [string, string];
  return (
    <section className="space-y-6">
      <AdminPageHeader title="Gestione Database" refresh>
        {list.tab === 'products' && <CreateProductDialog categories={categories} />}
        {list.tab === 'offers' && <CreateOfferDialog merchants={merchants} />}
        {list.tab === 'categories' && <CreateCategoryDialog categories={categories} />}
      </AdminPageHeader>

      <BrandCleaningPanel {...brandCleaning} />

      <TabLinks
        label="Tabelle"
        current={list.tab}
        tabs={DATABASE_TABS.map((tab) => ({
          key: tab,
          label: DATABASE_TAB_LABELS[tab],
          to: databaseHref({ tab }),
        }))}
      />

      <FilterBar resetTo={databaseHref({ tab: list.tab })} count={countLabel(page.total, false, ...nouns)}>
        <input type="hidden" name="tab" value={list.tab} />
        <SearchFilter
          id="database-q"
          value={query.q}
          placeholder={
            list.tab === 'products'
              ? 'Nome, brand, EAN, ASIN o slug'
              : list.tab === 'offers'
                ? 'Nome, EAN o ASIN'
                : 'Nome o slug'
          }
        />
        {list.tab === 'products' && (
          <>
            <ProductStatusFilter id="database-status" value={query.status} />
            <SelectFilter
              id="database-category"
              name="categoryId"
              label="Categoria"
              value={query.categoryId}
              all="Tutte"
              options={categories.map((category) => ({ value: category.id, label: category.name }))}
            />
          </>
        )}
        {list.tab === 'offers' && (
          <>
            <SelectFilter
              id="database-merchant"
              name="merchantId"
              label="Negozio"
              value={query.merchantId}
              all="Tutti"
              options={merchants.map((merchant) => ({ value: merchant.id, label: merchant.name }))}
            />
            <SelectFilter
              id="database-link"
              name="link"
              label="Collegamento"
              value={query.link}
              all="Tutte"
              options={labelled(OFFER_LINK_LABELS)}
            />
          </>
        )}
      </FilterBar>

      {page.items.length === 0 ? (
        <EmptyState>
          {list.tab === 'products'
            ? M.emptyProducts
            : list.tab === 'offers'
              ? M.emptyOffers
              : M.emptyCategories}
        </EmptyState>
      ) : list.tab === 'products' ? (
        <ProductsTab key={query.page} rows={list.page.items} categories={categories} />
      ) : list.tab === 'offers' ? (
        <OffersTab key={query.page} rows={list.page.items} merchants={merchants} />
      ) : (
        <CategoriesTab key={query.page} rows={list.page.items} categories={categories} />
      )}

      <Pager
        page={query.page}
        pageCount={page.pageCount}
        href={(target) => href({ page: target })}
        label={`Pagine: ${formatInteger(page.total)} ${nouns[1]}`}
        firstLast
      />
    </section>
  );
}

/** The switch of admin-side §2 (stored in the database) and 'Pulisci tutti i brand' with its outcome. */
function BrandCleaningPanel({ enabled, lastRun }: DatabasePageData['brandCleaning']) {
  const toggle = useAdminAction({ toastRefusals: true });
  const clean = useAdminAction({ toastRefusals: true });
  const running =
    lastRun !== null && !lastRun.finished && ['created', 'retry', 'active'].includes(lastRun.state);
  useWhileRunning(running);
  return (
    <section
      aria-labelledby="brand-cleaning-title"
      className="flex flex-wrap items-center gap-4 rounded-2xl border border-line bg-surface p-4"
    >
      <div className="min-w-60 flex-1">
        <h2 id="brand-cleaning-title" className="font-semibold">
          Pulizia automatica dei brand
        </h2>
        <p className="text-sm text-ink-muted">
          Svuota il brand quando ripete solo il nome del prodotto (il nome del produttore resta).
        </p>
        <p className="mt-1 text-sm" aria-live="polite" data-testid="brand-cleaning-result">
          {lastRun === null
            ? 'Nessuna pulizia completa eseguita finora.'
            : running
              ? `Pulizia in corso: ${formatInteger(lastRun.scanned)} brand controllati…`
              : lastRun.finished
                ? `Ultima pulizia completata: ${lastRun.changed === 1 ? '1 brand svuotato' : `${formatInteger(lastRun.changed)} brand svuotati`} su ${formatInteger(lastRun.scanned)} controllati.`
                : `Ultima pulizia interrotta dopo ${formatInteger(lastRun.scanned)} brand controllati.`}
        </p>
      </div>
      <toggle.Form method="post">
        <input type="hidden" name="intent" value="brand-cleaning" />
        {!enabled && <input type="hidden" name="enabled" value="on" />}
        <button
          type="submit"
          role="switch"
          aria-checked={enabled}
          aria-label="Pulizia automatica dei brand"
          disabled={toggle.state !== 'idle'}
          className="inline-flex min-h-11 items-center gap-3 rounded-lg border border-line px-3 text-sm font-semibold"
        >
          <span
            aria-hidden
            className={`relative h-6 w-11 rounded-full transition-colors ${enabled ? 'bg-brand-700' : 'bg-gray-400'}`}
          >
            <span
              className={`absolute top-0.5 size-5 rounded-full bg-white transition-all ${enabled ? 'left-5.5' : 'left-0.5'}`}
            />
          </span>
          {enabled ? 'Attiva' : 'Disattivata'}
        </button>
      </toggle.Form>
      <clean.Form method="post">
        <input type="hidden" name="intent" value="clean-brands" />
        <Button type="submit" variant="secondary" disabled={clean.state !== 'idle' || running}>
          <Sparkles aria-hidden className="size-4" /> Pulisci tutti i brand
        </Button>
      </clean.Form>
    </section>
  );
}

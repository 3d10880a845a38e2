import { SelectFilter } from '#app/ui/admin/list-controls.tsx';
import { useState } from 'react';
import { Cell, DataTable, HeadCell, InputCell, SelectCell } from '#app/ui/admin/data-table.tsx';
import { formatInteger, formatPrice } from '#app/lib/format.ts';
import { type PillTone, StatusPill } from '#app/ui/admin/page-parts.tsx';
import { TextField } from '#app/ui/form.tsx';
import {
  BULK_FIELDS,
  DATABASE_MESSAGES as M,
  MAX_BRAND,
  MAX_NAME,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  type ProductStatus,
} from '../../database.schema.ts';
import type { AdminProductRow, Option } from '../../list-database.server.ts';
import {
  BulkEditBar,
  CreateDialog,
  ActionsColumnHead,
  RowActionsCell,
  SelectAllCell,
  SelectField,
  SelectRowCell,
  useSelection,
} from './database-parts.tsx';

export const PRODUCT_STATUS_TONES: Record<ProductStatus, PillTone> = {
  pending: 'amber',
  approved: 'green',
  inactive: 'grey',
};
const statusOptions = PRODUCT_STATUSES.map((value) => ({ value, label: PRODUCT_STATUS_LABELS[value] }));

/** Tab Prodotti: bulk bar, table with inline edit and delete. */
export function ProductsTab({ rows, categories }: { rows: AdminProductRow[]; categories: Option[] }) {
  const selection = useSelection(rows.map((row) => row.id));
  const categoryOptions = categories.map((category) => ({ value: category.id, label: category.name }));
  return (
    <>
      <BulkEditBar
        intent="product-bulk"
        selected={{ one: 'prodotto selezionato', many: 'prodotti selezionati' }}
        selection={selection}
        fields={BULK_FIELDS.products}
        control={(field) =>
          field === 'status'
            ? { kind: 'select', options: statusOptions }
            : field === 'categoryId'
              ? { kind: 'select', options: categoryOptions }
              : { kind: 'text' }
        }
      />
      <DataTable
        caption="Prodotti"
        dense
        head={
          <tr>
            <SelectAllCell selection={selection} label="Seleziona tutti i prodotti della pagina" />
            <HeadCell>Nome</HeadCell>
            <HeadCell>Brand</HeadCell>
            <HeadCell>Categoria</HeadCell>
            <HeadCell>Stato</HeadCell>
            <HeadCell className="text-right">Offerte</HeadCell>
            <HeadCell className="text-right">Recensioni</HeadCell>
            <HeadCell className="text-right">Miglior prezzo</HeadCell>
            <ActionsColumnHead />
          </tr>
        }
      >
        {rows.map((row) => (
          <ProductRow key={row.id} row={row} selection={selection} categoryOptions={categoryOptions} />
        ))}
      </DataTable>
    </>
  );
}

function ProductRow(props: {
  row: AdminProductRow;
  selection: ReturnType<typeof useSelection>;
  categoryOptions: { value: string; label: string }[];
}) {
  const { row } = props;
  const [editing, setEditing] = useState(false);
  const formId = `product-edit-${row.id}`;
  return (
    <tr>
      <SelectRowCell selection={props.selection} id={row.id} label={row.name} />
      {editing ? (
        <>
          <InputCell
            form={formId}
            name="name"
            defaultValue={row.name}
            aria-label="Nome"
            maxLength={MAX_NAME}
            required
          />
          <InputCell
            form={formId}
            name="brandName"
            defaultValue={row.brandName ?? ''}
            aria-label="Brand"
            maxLength={MAX_BRAND}
          />
          <SelectCell
            form={formId}
            name="categoryId"
            defaultValue={row.categoryId ?? ''}
            label="Categoria"
            options={props.categoryOptions}
            none="Nessuna"
          />
          <SelectCell
            form={formId}
            name="status"
            defaultValue={row.status}
            label="Stato"
            options={statusOptions}
          />
        </>
      ) : (
        <>
          <Cell className="font-medium">
            <a href={`/product/${row.slug}`} className="underline decoration-line underline-offset-2">
              {row.name}
            </a>
          </Cell>
          <Cell>{row.brandName ?? '—'}</Cell>
          <Cell>{row.categoryName ?? '—'}</Cell>
          <Cell>
            <ProductStatusPill status={row.status} />
          </Cell>
        </>
      )}
      <Cell className="text-right tabular-nums">{formatInteger(row.offersCount)}</Cell>
      <Cell className="text-right tabular-nums">{formatInteger(row.reviewCount)}</Cell>
      <Cell className="text-right tabular-nums">{row.bestPrice ? formatPrice(row.bestPrice) : '—'}</Cell>
      <RowActionsCell
        editing={editing}
        setEditing={setEditing}
        formId={formId}
        entity="product"
        id={row.id}
        name={row.name}
        question={M.confirmProduct}
        deleteNote={
          row.reviewCount > 0 ? 'Il prodotto ha recensioni: non sarà eliminato ma reso inattivo.' : undefined
        }
      />
    </tr>
  );
}

/** 'Nuovo prodotto': the fields of admin-side §3 that a person types. */
export function CreateProductDialog({ categories }: { categories: Option[] }) {
  return (
    <CreateDialog title="Nuovo prodotto" intent="product-create" submitLabel="Crea prodotto" twoColumns>
      <TextField
        label="Nome"
        className="sm:col-span-2"
        inputProps={{ name: 'name', required: true, maxLength: MAX_NAME }}
      />
      <TextField label="Brand" inputProps={{ name: 'brandName', maxLength: MAX_BRAND }} />
      <TextField
        label="Slug"
        hint="Vuoto: dal nome"
        inputProps={{ name: 'slug', maxLength: MAX_NAME, pattern: '[a-z0-9]+(-[a-z0-9]+)*' }}
      />
      <SelectField
        id="new-product-category"
        label="Categoria"
        name="categoryId"
        none="Nessuna"
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
      />
      <SelectField
        id="new-product-status"
        label="Stato"
        name="status"
        defaultValue="pending"
        options={statusOptions}
      />
      <TextField label="EAN" inputProps={{ name: 'ean', maxLength: 40, inputMode: 'numeric' }} />
      <TextField label="Codice produttore (MPN)" inputProps={{ name: 'mpn', maxLength: 40 }} />
      <TextField label="ASIN" inputProps={{ name: 'asin', maxLength: 40 }} />
      <TextField label="URL immagine" inputProps={{ name: 'imageUrl', type: 'url', maxLength: 2000 }} />
      <label className="block text-sm font-medium sm:col-span-2">
        Descrizione
        <textarea
          name="description"
          rows={3}
          maxLength={2000}
          className="mt-1 block w-full rounded-lg border border-line px-3 py-2"
        />
      </label>
    </CreateDialog>
  );
}

/** The product status filter of the back office's product lists (Gestione Database, curation, images). */
export function ProductStatusFilter({ id, value }: { id: string; value: string }) {
  return (
    <SelectFilter
      id={id}
      name="status"
      label="Stato"
      value={value}
      all="Tutti"
      options={Object.entries(PRODUCT_STATUS_LABELS).map(([status, label]) => ({ value: status, label }))}
    />
  );
}

export function ProductStatusPill({ status }: { status: ProductStatus }) {
  return <StatusPill tone={PRODUCT_STATUS_TONES[status]}>{PRODUCT_STATUS_LABELS[status]}</StatusPill>;
}

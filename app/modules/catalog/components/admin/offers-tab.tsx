import { useState } from 'react';
import { Cell, DataTable, HeadCell, InputCell, SelectCell } from '#app/ui/admin/data-table.tsx';
import { formatPrice } from '#app/lib/format.ts';
import { StatusPill } from '#app/ui/admin/page-parts.tsx';
import { TextField } from '#app/ui/form.tsx';
import {
  BULK_FIELDS,
  CURRENCIES,
  CURRENCY_SYMBOLS,
  DATABASE_MESSAGES as M,
  MAX_BRAND,
  MAX_NAME,
} from '../../database.schema.ts';
import type { AdminOfferRow, Option } from '../../list-database.server.ts';
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

const yesNo = [
  { value: 'true', label: 'Sì' },
  { value: 'false', label: 'No' },
];
const currencyOptions = CURRENCIES.map((value) => ({
  value,
  label: `${value} (${CURRENCY_SYMBOLS[value]})`,
}));

const offerPrice = (row: Pick<AdminOfferRow, 'price' | 'currency'>) =>
  row.price === null
    ? '—'
    : row.currency === 'EUR'
      ? formatPrice(row.price)
      : `${Number(row.price).toLocaleString('it-IT', { minimumFractionDigits: 2 })} $`;

/** Tab Offerte: bulk bar, table with inline edit (price included) and delete. */
export function OffersTab({ rows, merchants }: { rows: AdminOfferRow[]; merchants: Option[] }) {
  const selection = useSelection(rows.map((row) => row.id));
  const merchantOptions = merchants.map((merchant) => ({ value: merchant.id, label: merchant.name }));
  return (
    <>
      <BulkEditBar
        intent="offer-bulk"
        selected={{ one: 'offerta selezionata', many: 'offerte selezionate' }}
        selection={selection}
        fields={BULK_FIELDS.offers}
        control={(field) => ({
          kind: 'select',
          options: field === 'merchantId' ? merchantOptions : field === 'currency' ? currencyOptions : yesNo,
        })}
      />
      <DataTable
        caption="Offerte"
        dense
        head={
          <tr>
            <SelectAllCell selection={selection} label="Seleziona tutte le offerte della pagina" />
            <HeadCell>Nome</HeadCell>
            <HeadCell>Prezzo</HeadCell>
            <HeadCell>Valuta</HeadCell>
            <HeadCell>Negozio</HeadCell>
            <HeadCell>Disponibile</HeadCell>
            <HeadCell>Approvata</HeadCell>
            <HeadCell>Prodotto</HeadCell>
            <ActionsColumnHead />
          </tr>
        }
      >
        {rows.map((row) => (
          <OfferRow key={row.id} row={row} selection={selection} merchantOptions={merchantOptions} />
        ))}
      </DataTable>
    </>
  );
}

function OfferRow(props: {
  row: AdminOfferRow;
  selection: ReturnType<typeof useSelection>;
  merchantOptions: { value: string; label: string }[];
}) {
  const { row } = props;
  const [editing, setEditing] = useState(false);
  const formId = `offer-edit-${row.id}`;
  const flag = (on: boolean) => <StatusPill tone={on ? 'green' : 'grey'}>{on ? 'Sì' : 'No'}</StatusPill>;
  const checkbox = (name: 'inStock' | 'isApproved', label: string) => (
    <label className="inline-flex min-h-11 min-w-11 items-center justify-center">
      <input form={formId} type="checkbox" name={name} defaultChecked={row[name]} className="size-5" />
      <span className="sr-only">{label}</span>
    </label>
  );
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
            name="price"
            defaultValue={row.price?.replace('.', ',') ?? ''}
            aria-label="Prezzo"
            inputMode="decimal"
            autoComplete="off"
          />
          <SelectCell
            form={formId}
            name="currency"
            defaultValue={row.currency}
            label="Valuta"
            options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          />
          <SelectCell
            form={formId}
            name="merchantId"
            defaultValue={row.merchantId}
            label="Negozio"
            options={props.merchantOptions}
          />
          <Cell>{checkbox('inStock', 'Disponibile')}</Cell>
          <Cell>{checkbox('isApproved', 'Approvata')}</Cell>
        </>
      ) : (
        <>
          <Cell className="font-medium">{row.name}</Cell>
          <Cell className="tabular-nums">{offerPrice(row)}</Cell>
          <Cell>{row.currency}</Cell>
          <Cell>{row.merchantName}</Cell>
          <Cell>{flag(row.inStock)}</Cell>
          <Cell>{flag(row.isApproved)}</Cell>
        </>
      )}
      <Cell>
        {row.productSlug ? (
          <a href={`/product/${row.productSlug}`} className="underline decoration-line underline-offset-2">
            {row.productName}
          </a>
        ) : (
          <StatusPill tone="amber">Da collegare</StatusPill>
        )}
      </Cell>
      <RowActionsCell
        editing={editing}
        setEditing={setEditing}
        formId={formId}
        entity="offer"
        id={row.id}
        name={row.name}
        question={M.confirmOffer}
      />
    </tr>
  );
}

/** 'Nuova offerta': a shop's link to a product (or, without one, a candidate for the curation wizard). */
export function CreateOfferDialog({ merchants }: { merchants: Option[] }) {
  return (
    <CreateDialog title="Nuova offerta" intent="offer-create" submitLabel="Crea offerta" twoColumns>
      <TextField
        label="Nome"
        className="sm:col-span-2"
        inputProps={{ name: 'name', required: true, maxLength: MAX_NAME }}
      />
      <SelectField
        id="new-offer-merchant"
        label="Negozio"
        name="merchantId"
        none="Scegli il negozio"
        required
        options={merchants.map((merchant) => ({ value: merchant.id, label: merchant.name }))}
      />
      <TextField
        label="Prodotto (slug o ID)"
        hint="Vuoto: l'offerta resta da collegare"
        inputProps={{ name: 'productRef', maxLength: MAX_NAME }}
      />
      <TextField label="Prezzo" hint="Es. 129,90" inputProps={{ name: 'price', inputMode: 'decimal' }} />
      <SelectField
        id="new-offer-currency"
        label="Valuta"
        name="currency"
        defaultValue="EUR"
        options={currencyOptions}
      />
      <TextField
        label="Link all'offerta"
        className="sm:col-span-2"
        inputProps={{ name: 'affiliateUrl', type: 'url', required: true, maxLength: 2000 }}
      />
      <TextField label="Brand" inputProps={{ name: 'brandName', maxLength: MAX_BRAND }} />
      <TextField label="EAN" inputProps={{ name: 'ean', maxLength: 40, inputMode: 'numeric' }} />
      <TextField label="ASIN" inputProps={{ name: 'asin', maxLength: 40 }} />
      <TextField label="URL immagine" inputProps={{ name: 'imageUrl', type: 'url', maxLength: 2000 }} />
      <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="inStock" defaultChecked className="size-5" /> Disponibile
      </label>
      <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="isApproved" className="size-5" /> Approvata (visibile nel sito)
      </label>
    </CreateDialog>
  );
}

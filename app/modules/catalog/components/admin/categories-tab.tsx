import { useState } from 'react';
import { Cell, cellInput, DataTable, HeadCell, InputCell } from '#app/ui/admin/data-table.tsx';
import { formatInteger } from '#app/lib/format.ts';
import { TextField } from '#app/ui/form.tsx';
import { BULK_FIELDS, DATABASE_MESSAGES as M, MAX_NAME } from '../../database.schema.ts';
import type { AdminCategoryRow, Option } from '../../list-database.server.ts';
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

function ParentSelect(props: {
  options: Option[];
  defaultValue?: string;
  form?: string;
  id?: string;
  exclude?: string;
}) {
  return (
    <select
      id={props.id}
      form={props.form}
      name="parentId"
      defaultValue={props.defaultValue ?? ''}
      aria-label={props.id ? undefined : 'Categoria padre'}
      className={cellInput}
    >
      <option value="">Nessuna (principale)</option>
      {props.options
        .filter((option) => option.id !== props.exclude)
        .map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
    </select>
  );
}

/** Tab Categorie: bulk bar (the parent), table with inline edit and delete. */
export function CategoriesTab({ rows, categories }: { rows: AdminCategoryRow[]; categories: Option[] }) {
  const selection = useSelection(rows.map((row) => row.id));
  return (
    <>
      <BulkEditBar
        intent="category-bulk"
        selected={{ one: 'categoria selezionata', many: 'categorie selezionate' }}
        selection={selection}
        fields={BULK_FIELDS.categories}
        control={() => ({
          kind: 'select',
          options: [
            { value: 'none', label: 'Nessuna (principale)' },
            ...categories.map((category) => ({ value: category.id, label: category.name })),
          ],
        })}
      />
      <DataTable
        caption="Categorie"
        head={
          <tr>
            <SelectAllCell selection={selection} label="Seleziona tutte le categorie della pagina" />
            <HeadCell>Nome</HeadCell>
            <HeadCell>Slug</HeadCell>
            <HeadCell>Categoria padre</HeadCell>
            <HeadCell className="text-right">Prodotti</HeadCell>
            <ActionsColumnHead />
          </tr>
        }
      >
        {rows.map((row) => (
          <CategoryRow key={row.id} row={row} selection={selection} categories={categories} />
        ))}
      </DataTable>
    </>
  );
}

function CategoryRow(props: {
  row: AdminCategoryRow;
  selection: ReturnType<typeof useSelection>;
  categories: Option[];
}) {
  const { row } = props;
  const [editing, setEditing] = useState(false);
  const formId = `category-edit-${row.id}`;
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
          <InputCell form={formId} name="slug" defaultValue={row.slug} aria-label="Slug" />
          <Cell>
            <ParentSelect
              options={props.categories}
              defaultValue={row.parentId ?? ''}
              form={formId}
              exclude={row.id}
            />
          </Cell>
        </>
      ) : (
        <>
          <Cell className="font-medium">{row.name}</Cell>
          <Cell className="text-ink-muted">{row.slug}</Cell>
          <Cell>{row.parentName ?? '—'}</Cell>
        </>
      )}
      <Cell className="text-right tabular-nums">{formatInteger(row.productCount)}</Cell>
      <RowActionsCell
        editing={editing}
        setEditing={setEditing}
        formId={formId}
        entity="category"
        id={row.id}
        name={row.name}
        question={M.confirmCategory}
        deleteNote={
          row.productCount > 0
            ? `I suoi ${formatInteger(row.productCount)} prodotti resteranno senza categoria. L'azione non può essere annullata.`
            : undefined
        }
      />
    </tr>
  );
}

export function CreateCategoryDialog({ categories }: { categories: Option[] }) {
  return (
    <CreateDialog title="Nuova categoria" intent="category-create" submitLabel="Crea categoria">
      <TextField label="Nome" inputProps={{ name: 'name', required: true, maxLength: MAX_NAME }} />
      <TextField label="Slug" hint="Vuoto: dal nome" inputProps={{ name: 'slug', maxLength: MAX_NAME }} />
      <SelectField
        id="new-category-parent"
        label="Categoria padre"
        name="parentId"
        none="Nessuna (principale)"
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
      />
    </CreateDialog>
  );
}

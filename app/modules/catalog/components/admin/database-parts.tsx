import { type ReactNode, useState } from 'react';
import { ActionButtons, ActionDescription, ActionDialog } from '#app/ui/admin/action-dialog.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { Button } from '#app/ui/button.tsx';
import { cn } from '#app/ui/cn.ts';
import { FormAlert } from '#app/ui/form.tsx';
import { DialogButton } from '#app/ui/modal.tsx';
import { Cell, cellInput, HeadCell, Options, RowEditForm } from '#app/ui/admin/data-table.tsx';
import { BULK_FIELD_LABELS } from '../../database.schema.ts';

/*
 * The pieces every tab of Gestione Database shares: the selection, the bulk-edit bar, the row's
 * edit and delete controls, the table's frame.
 */

/** The rows an admin has ticked on this page, with select all. */
export function useSelection(pageIds: string[]) {
  const [selected, setSelected] = useState<string[]>([]);
  const visible = selected.filter((id) => pageIds.includes(id));
  return {
    selected: visible,
    allSelected: pageIds.length > 0 && pageIds.every((id) => visible.includes(id)),
    toggle: (id: string, on: boolean) =>
      setSelected((current) =>
        on ? [...new Set([...current, id])] : current.filter((other) => other !== id),
      ),
    toggleAll: (on: boolean) => setSelected(on ? pageIds : []),
    clear: () => setSelected([]),
  };
}

export type Selection = ReturnType<typeof useSelection>;

export function SelectAllCell({ selection, label }: { selection: Selection; label: string }) {
  return (
    <th scope="col" className="w-12 p-2">
      <label className="inline-flex min-h-11 min-w-11 items-center justify-center">
        <input
          type="checkbox"
          className="size-5"
          checked={selection.allSelected}
          onChange={(event) => selection.toggleAll(event.currentTarget.checked)}
        />
        <span className="sr-only">{label}</span>
      </label>
    </th>
  );
}

export function SelectRowCell(props: { selection: Selection; id: string; label: string }) {
  return (
    <td className="w-12 p-2">
      <label className="inline-flex min-h-11 min-w-11 items-center justify-center">
        <input
          type="checkbox"
          className="size-5"
          checked={props.selection.selected.includes(props.id)}
          onChange={(event) => props.selection.toggle(props.id, event.currentTarget.checked)}
        />
        <span className="sr-only">Seleziona {props.label}</span>
      </label>
    </td>
  );
}

export type BulkValueControl =
  { kind: 'text' } | { kind: 'select'; options: { value: string; label: string }[] };

/**
 * The bulk-edit bar (admin-side §2, §5): a field, a value, 'Applica' to the selected rows. The
 * server checks the same three things the bar asks for.
 */
export function BulkEditBar(props: {
  intent: string;
  /** '1 prodotto selezionato' / '3 prodotti selezionati', without the number. */
  selected: { one: string; many: string };
  selection: Selection;
  fields: readonly string[];
  control: (field: string) => BulkValueControl;
}) {
  const [field, setField] = useState('');
  const fetcher = useAdminAction({ onSuccess: props.selection.clear });
  const refusal = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.toast : null;
  const control = field ? props.control(field) : null;
  const count = props.selection.selected.length;
  return (
    <fetcher.Form
      method="post"
      aria-label="Modifica multipla"
      className="grid items-end gap-3 rounded-2xl border border-line bg-surface p-4 md:grid-cols-6"
    >
      <input type="hidden" name="intent" value={props.intent} />
      {props.selection.selected.map((id) => (
        <input key={id} type="hidden" name="ids" value={id} />
      ))}
      <p className="text-sm font-semibold md:col-span-6" aria-live="polite">
        {count === 1 ? `1 ${props.selected.one}` : `${count} ${props.selected.many}`}
      </p>
      <div className="md:col-span-2">
        <label htmlFor={`${props.intent}-field`} className="mb-1 block text-sm font-medium">
          Campo
        </label>
        <select
          id={`${props.intent}-field`}
          name="field"
          value={field}
          onChange={(event) => setField(event.currentTarget.value)}
          className={cellInput}
        >
          <option value="">Scegli il campo</option>
          {props.fields.map((name) => (
            <option key={name} value={name}>
              {BULK_FIELD_LABELS[name]}
            </option>
          ))}
        </select>
      </div>
      <div className="md:col-span-2">
        <label htmlFor={`${props.intent}-value`} className="mb-1 block text-sm font-medium">
          Nuovo valore
        </label>
        {control?.kind === 'select' ? (
          <select id={`${props.intent}-value`} name="value" key={field} className={cellInput}>
            <option value="">Scegli il valore</option>
            {control.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={`${props.intent}-value`}
            name="value"
            key={field}
            maxLength={200}
            className={cellInput}
          />
        )}
      </div>
      <div className="md:col-span-2">
        <Button type="submit" disabled={fetcher.state !== 'idle' || count === 0}>
          Applica alla selezione
        </Button>
      </div>
      {refusal && (
        <div className="md:col-span-6">
          <FormAlert title={refusal.title} message={refusal.message} />
        </div>
      )}
    </fetcher.Form>
  );
}

/** 'Elimina' behind the spec's confirmation question. */
export function DeleteRowDialog(props: {
  intent: string;
  idName: string;
  id: string;
  name: string;
  question: string;
  note?: string;
}) {
  return (
    <DialogButton label="Elimina" title={props.question} variant="ghost" className={compactAction}>
      {(close) => <DeleteRowForm {...props} close={close} />}
    </DialogButton>
  );
}

function DeleteRowForm(props: {
  intent: string;
  idName: string;
  id: string;
  name: string;
  note?: string;
  close: () => void;
}) {
  const fetcher = useAdminAction({ onSuccess: props.close });
  return (
    <fetcher.Form method="post" className="mt-4 space-y-4">
      <ActionDescription>
        «{props.name}». {props.note ?? "L'azione non può essere annullata."}
      </ActionDescription>
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name={props.idName} value={props.id} />
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
 * The actions column stays at the card's right edge: when the table is wider than its card (a long
 * name, a narrow window, a row being edited) the other columns scroll under it, so 'Modifica' and
 * 'Elimina' are always in view. Opaque, with a rule on its left, so what scrolls under it is hidden.
 */
const stickyActions = 'sticky right-0 border-l border-line';
/** The row's buttons a little narrower than elsewhere, so at 1366 px the whole table fits its card. */
const compactAction = 'px-2.5';

/** The head of the actions column (see `stickyActions`). */
export function ActionsColumnHead() {
  return <HeadCell className={cn(stickyActions, 'bg-brand-50')}>Azioni</HeadCell>;
}

/** The last cell of a row: 'Modifica' and 'Elimina', or while editing the row's own form. */
export function RowActionsCell(props: {
  editing: boolean;
  setEditing: (on: boolean) => void;
  formId: string;
  entity: 'product' | 'offer' | 'category';
  id: string;
  name: string;
  question: string;
  deleteNote?: string;
}) {
  const idName = `${props.entity}Id`;
  return (
    <Cell className={cn(stickyActions, 'bg-surface')}>
      {props.editing ? (
        <RowEditForm
          formId={props.formId}
          intent={`${props.entity}-update`}
          idName={idName}
          id={props.id}
          onDone={() => props.setEditing(false)}
        />
      ) : (
        <div className="flex">
          <Button
            variant="ghost"
            className={compactAction}
            onClick={() => props.setEditing(true)}
            aria-label={`Modifica ${props.name}`}
          >
            Modifica
          </Button>
          <DeleteRowDialog
            intent={`${props.entity}-delete`}
            idName={idName}
            id={props.id}
            name={props.name}
            question={props.question}
            note={props.deleteNote}
          />
        </div>
      )}
    </Cell>
  );
}

/** A create form in its dialog ('Nuovo prodotto', …): the fields, then the refusal and the buttons. */
export function CreateDialog(props: {
  title: string;
  intent: string;
  submitLabel: string;
  twoColumns?: boolean;
  children: ReactNode;
}) {
  return (
    <ActionDialog trigger={props.title} title={props.title} triggerVariant="primary">
      {(close) => <CreateForm {...props} close={close} />}
    </ActionDialog>
  );
}

function CreateForm(props: {
  intent: string;
  submitLabel: string;
  twoColumns?: boolean;
  children: ReactNode;
  close: () => void;
}) {
  const fetcher = useAdminAction({ onSuccess: props.close });
  return (
    <fetcher.Form method="post" className={cn('mt-4 grid gap-3', props.twoColumns && 'sm:grid-cols-2')}>
      <input type="hidden" name="intent" value={props.intent} />
      {props.children}
      <div className={cn(props.twoColumns && 'sm:col-span-2')}>
        <ActionButtons
          submitLabel={props.submitLabel}
          disabled={fetcher.state !== 'idle'}
          outcome={fetcher.data}
        />
      </div>
    </fetcher.Form>
  );
}

/** A labelled select of a create form, with an optional first choice meaning "none". */
export function SelectField(props: {
  id: string;
  label: string;
  name: string;
  options: { value: string; label: string }[];
  none?: string;
  defaultValue?: string;
  required?: boolean;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-sm font-medium">
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        defaultValue={props.defaultValue}
        required={props.required}
        className={cellInput}
      >
        <Options options={props.options} none={props.none} />
      </select>
    </div>
  );
}

import type { InputHTMLAttributes, ReactNode } from 'react';
import { Button } from '../button.tsx';
import { cn } from '../cn.ts';
import { useAdminAction } from './use-admin-action.ts';

/*
 * The back office's editable tables (Gestione Database, the curation wizard): the frame, the
 * cells, and the inline edit of a row through a form its inputs join by `form` attribute.
 */

export const cellInput = 'min-h-11 w-full min-w-28 rounded-lg border border-line bg-surface px-2 text-sm';

/**
 * A table with its caption for screen readers, scrollable sideways on a phone (and by keyboard).
 * `dense`: the columns a little closer together, for tables with many columns (Gestione Database).
 */
export function DataTable(props: { caption: string; head: ReactNode; children: ReactNode; dense?: boolean }) {
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-line bg-surface"
      tabIndex={0}
      role="region"
      aria-label={props.caption}
    >
      <table className={cn('w-full text-left text-sm', props.dense && '[&_td]:px-1.5 [&_th]:px-1.5')}>
        <caption className="sr-only">{props.caption}</caption>
        <thead className="border-b border-line bg-brand-50/50 text-xs uppercase tracking-wide text-ink-muted">
          {props.head}
        </thead>
        <tbody className="divide-y divide-line">{props.children}</tbody>
      </table>
    </div>
  );
}

/**
 * The inline edit of a row: the row's inputs belong to this form through their `form` attribute
 * (a form cannot wrap a table row). A refusal stays in the row, under the buttons.
 */
export function RowEditForm(props: {
  formId: string;
  intent: string;
  idName: string;
  id: string;
  onDone: () => void;
}) {
  const fetcher = useAdminAction({ onSuccess: props.onDone });
  const refusal = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.toast : null;
  return (
    <fetcher.Form method="post" id={props.formId} className="flex flex-col gap-2">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name={props.idName} value={props.id} />
      <div className="flex gap-2">
        <Button type="submit" disabled={fetcher.state !== 'idle'}>
          Salva
        </Button>
        <Button variant="ghost" onClick={props.onDone}>
          Annulla
        </Button>
      </div>
      {refusal && (
        <p role="alert" className="max-w-56 text-sm font-medium text-red-700">
          {refusal.message}
        </p>
      )}
    </fetcher.Form>
  );
}

export function Cell({ className, children }: { className?: string; children: ReactNode }) {
  return <td className={cn('p-2 align-middle', className)}>{children}</td>;
}

/** A cell of a row being edited: an input of the row's form (`form`), labelled by its column. */
export function InputCell(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
    form: string;
    name: string;
    'aria-label': string;
  },
) {
  return (
    <Cell>
      <input {...props} className={cellInput} />
    </Cell>
  );
}

/** A cell of a row being edited: a select of the row's form, with an optional "none" first. */
export function SelectCell(props: {
  form: string;
  name: string;
  label: string;
  defaultValue: string;
  options: { value: string; label: string }[];
  none?: string;
}) {
  return (
    <Cell>
      <select
        form={props.form}
        name={props.name}
        defaultValue={props.defaultValue}
        aria-label={props.label}
        className={cellInput}
      >
        <Options options={props.options} none={props.none} />
      </select>
    </Cell>
  );
}

export function Options(props: { options: { value: string; label: string }[]; none?: string }) {
  return (
    <>
      {props.none !== undefined && <option value="">{props.none}</option>}
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

export function HeadCell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={cn('p-2 font-semibold', className)}>
      {children}
    </th>
  );
}

/** A cell with a main line and a smaller detail under it (a person and their e-mail). */
export function TwoLineCell({
  main,
  detail,
  strong = true,
}: {
  main: ReactNode;
  detail: ReactNode;
  strong?: boolean;
}) {
  return (
    <Cell>
      <span className={strong ? 'font-semibold' : undefined}>{main}</span>
      <span className="block text-xs text-ink-muted">{detail}</span>
    </Cell>
  );
}

/** The header of a row's buttons column: named for screen readers only. */
export function ActionsHeadCell() {
  return (
    <HeadCell>
      <span className="sr-only">Azioni</span>
    </HeadCell>
  );
}

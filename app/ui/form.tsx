import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from './cn.ts';

/** Errors of one field (from conform), rendered under it and announced. */
export function FieldErrors({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm font-medium text-red-700">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

const inputClass =
  'block min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-ink placeholder:text-ink-muted/70 aria-[invalid=true]:border-red-700';

export function TextField({
  label,
  errors,
  errorId,
  hint,
  className,
  inputProps,
}: {
  label: string;
  errors?: string[];
  errorId?: string;
  hint?: string;
  className?: string;
  inputProps: ComponentProps<'input'>;
}) {
  const fallbackId = useId();
  const id = inputProps.id ?? fallbackId;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [errors?.length ? errorId : undefined, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        aria-describedby={describedBy}
        aria-invalid={errors?.length ? true : inputProps['aria-invalid']}
        className={cn(inputClass, inputProps.className)}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

export function CheckboxField({
  label,
  errors,
  errorId,
  inputProps,
}: {
  label: ReactNode;
  errors?: string[];
  errorId?: string;
  inputProps: ComponentProps<'input'>;
}) {
  const fallbackId = useId();
  const id = inputProps.id ?? fallbackId;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...inputProps}
          id={id}
          type="checkbox"
          aria-describedby={errors?.length ? errorId : undefined}
          aria-invalid={errors?.length ? true : undefined}
          className="mt-0.5 size-6 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm leading-6">
          {label}
        </label>
      </div>
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

/** The red box of a form: what went wrong as a whole (wrong password, too many attempts, ...). */
export function FormAlert({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  /** What the person can do about it (a link). */
  children?: ReactNode;
}) {
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      <p className="font-semibold">{title}</p>
      <p>{message}</p>
      {children}
    </div>
  );
}

/** A labelled textarea with its errors (the conform field props spread in). */
export function TextAreaField(props: {
  label: string;
  field: React.ComponentProps<'textarea'>;
  errors?: string[];
  errorId?: string;
  rows?: number;
}) {
  const fallbackId = useId();
  const id = props.field.id ?? fallbackId;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {props.label}
      </label>
      <textarea
        {...props.field}
        id={id}
        rows={props.rows ?? 3}
        aria-describedby={props.errors?.length ? props.errorId : undefined}
        className="block w-full rounded-lg border border-line bg-surface px-3 py-2 text-base aria-[invalid=true]:border-red-700"
      />
      <FieldErrors id={props.errorId} errors={props.errors} />
    </div>
  );
}

import type { ChangeEvent } from 'react';

/**
 * 'Regola applicata' (issue 33 §2): the rule of the terms a decision applies, picked from the
 * options the decision's kind allows. Required; optionally controlled by the form around it.
 */
export function RuleSelect(props: {
  id: string;
  rules: { value: string; label: string }[];
  label?: string;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const controlled = props.value !== undefined;
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-sm font-medium">
        {props.label ?? 'Regola applicata'}
      </label>
      <select
        id={props.id}
        name="rule"
        required
        {...(controlled ? { value: props.value, onChange: props.onChange } : { defaultValue: '' })}
        className="min-h-11 w-full rounded-lg border border-line bg-surface px-2"
      >
        <option value="">Scegli la regola…</option>
        {props.rules.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

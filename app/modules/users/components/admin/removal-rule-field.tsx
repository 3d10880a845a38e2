import { ruleOptions } from '#app/modules/decisions/decision.schema.ts';

const REMOVAL_RULES = ruleOptions('points_reversed');

/**
 * Removing points is a decision about the person (issue 33 §2): the rule of the terms it applies,
 * picked from the list, goes with the reason into the statement they read on their profile.
 */
export function RemovalRuleField({ id }: { id: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        Regola applicata
      </label>
      <select
        id={id}
        name="rule"
        required
        defaultValue=""
        className="min-h-11 w-full rounded-lg border border-line bg-surface px-2"
      >
        <option value="">Scegli la regola…</option>
        {REMOVAL_RULES.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Before → after of an audit entry, as the fields that differ. The log keeps each side as the
 * JSON its action wrote (an object of fields, a bare value, or nothing); the screen and the CSV
 * show only what changed, each value in one short line.
 */
export type AuditChange = { field: string; before: string; after: string };

const MAX_VALUE = 120;

function parse(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function auditChanges(beforeText: string | null, afterText: string | null): AuditChange[] {
  const before = parse(beforeText);
  const after = parse(afterText);
  if (!isRecord(before) && !isRecord(after)) {
    if (before === undefined && after === undefined) return [];
    return show(before) === show(after) ? [] : [{ field: '', before: show(before), after: show(after) }];
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .map((field) => ({ field, before: show(was[field]), after: show(now[field]) }))
    .filter((change) => change.before !== change.after);
}

/** One line for the CSV: "campo: prima → dopo; …". */
export const auditChangesLine = (changes: AuditChange[]) =>
  changes
    .map((change) => `${change.field ? `${change.field}: ` : ''}${change.before} → ${change.after}`)
    .join('; ');

import { describe, expect, test } from 'vitest';
import { auditChanges, auditChangesLine } from './audit-change.ts';

describe('auditChanges', () => {
  test('only the fields that differ, before → after', () => {
    const changes = auditChanges(
      JSON.stringify({ role: 'user', name: 'Luca' }),
      JSON.stringify({ role: 'admin', name: 'Luca' }),
    );
    expect(changes).toEqual([{ field: 'role', before: 'user', after: 'admin' }]);
    expect(auditChangesLine(changes)).toBe('role: user → admin');
  });

  test('a side that is missing shows as a dash; a field only after is a change', () => {
    expect(auditChanges(null, JSON.stringify({ banned: true, reason: 'Spam' }))).toEqual([
      { field: 'banned', before: '—', after: 'true' },
      { field: 'reason', before: '—', after: 'Spam' },
    ]);
  });

  test('bare values and text that is not JSON are compared as they are', () => {
    expect(auditChanges('"bozza"', '"pubblicata"')).toEqual([
      { field: '', before: 'bozza', after: 'pubblicata' },
    ]);
    expect(auditChanges('non json', null)).toEqual([{ field: '', before: 'non json', after: '—' }]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges('5', '5')).toEqual([]);
  });

  test('long values are cut to one short line', () => {
    const [change] = auditChanges(null, JSON.stringify({ text: 'a'.repeat(500) }));
    expect(change!.after.length).toBe(120);
    expect(change!.after.endsWith('…')).toBe(true);
  });
});

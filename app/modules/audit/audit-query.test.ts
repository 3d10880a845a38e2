import { describe, expect, test } from 'vitest';
import { auditHref, parseAuditQuery } from './audit-query.ts';

describe('parseAuditQuery', () => {
  test('reads every filter from the URL', () => {
    const query = parseAuditQuery(
      new URLSearchParams(
        'userId=admin-1&action=review.approve&entityType=review&q=abc&from=2026-11-01&to=2026-11-27&page=3&pageSize=50',
      ),
    );
    expect(query).toMatchObject({
      userId: 'admin-1',
      action: 'review.approve',
      entityType: 'review',
      q: 'abc',
      from: '2026-11-01',
      to: '2026-11-27',
      page: 3,
      pageSize: 50,
    });
    expect(auditHref(query)).toBe(
      '/admin/activity?q=abc&userId=admin-1&action=review.approve&entityType=review&from=2026-11-01&to=2026-11-27&page=3&pageSize=50',
    );
  });

  test('anything malformed is no filter, never an error', () => {
    const query = parseAuditQuery(
      new URLSearchParams("action=' or 1=1 --&entityType=<script>&from=ieri&page=-2&pageSize=7&userId=a b"),
    );
    expect(query).toMatchObject({ action: '', entityType: '', from: '', page: 1, pageSize: 20, userId: '' });
    expect(auditHref(query)).toBe('/admin/activity');
  });
});

import { z } from 'zod';
import { type ListQuery, listHref, parseListQuery } from '#app/lib/list-query.ts';

/** 'Registro attività''s list state, all in the URL. */
export const AUDIT_PAGE_SIZES = [20, 50, 100] as const;
export type AuditPageSize = (typeof AUDIT_PAGE_SIZES)[number];

/**
 * `userId` is the admin who acted; `q` is the id of what the action was about (a review, a
 * person, a product…), exact; `action` and `entityType` are the log's codes; `from`/`to` days.
 */
export type AuditQuery = ListQuery<AuditPageSize> & { action: string; entityType: string };

const code = z
  .string()
  .trim()
  .regex(/^[a-z][a-z_.-]{0,63}$/)
  .catch('');

/** Reads the filters; anything malformed is "no filter", never an error. */
export function parseAuditQuery(params: URLSearchParams): AuditQuery {
  const list = parseListQuery(params, AUDIT_PAGE_SIZES);
  return {
    ...list,
    pageSize: (AUDIT_PAGE_SIZES as readonly number[]).includes(list.pageSize) ? list.pageSize : 20,
    action: code.parse(params.get('action') ?? ''),
    entityType: code.parse(params.get('entityType') ?? ''),
  };
}

export const auditHref = (query: Partial<AuditQuery>, base = '/admin/activity') =>
  listHref(base, {
    q: query.q,
    userId: query.userId,
    action: query.action,
    entityType: query.entityType,
    from: query.from,
    to: query.to,
    page: query.page,
    pageSize: query.pageSize === 20 ? undefined : query.pageSize,
  });

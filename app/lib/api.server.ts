import { z } from 'zod';
import { data } from 'react-router';
import { AppError } from './app-error.ts';
import { readJsonBody } from './request-body.server.ts';

/**
 * Reads a JSON body of at most `maxBytes`, capped while it streams; a malformed or oversized body,
 * or one with a NUL in a string, is a clear 400/413 with a JSON `{ error }`.
 */
export function readJson(request: Request, maxBytes: number): Promise<unknown> {
  return readJsonBody(request, maxBytes);
}

/**
 * The one JSON error answer of the API routes (decision 042): a refusal (AppError) is `{ error }`
 * with its message and the status of its code (app-error.ts), `field` when it is about one field,
 * plus any fields the route's documented shape adds (`{ success: false }` on the points API); anything else is thrown on, a 500.
 */
export function apiError(error: unknown, extra: Record<string, unknown> = {}) {
  if (error instanceof AppError) {
    const field = error.field ? { field: error.field } : {};
    return data({ ...extra, error: error.message, ...field }, { status: error.status });
  }
  throw error;
}

type Issue = { path: PropertyKey[]; message: string };
const fieldOf = (issue: Issue, rename: Record<string, string>) =>
  issue.path.map((part) => rename[String(part)] ?? String(part)).join('.');

export function validationError(issues: Issue[]) {
  return data(
    {
      error: 'Dati non validi',
      issues: issues.map((issue) => ({ field: fieldOf(issue, {}), message: issue.message })),
    },
    { status: 400 },
  );
}

/**
 * A back-office command refused by its schema (the same one the page uses): the first reason is the
 * error, and the fields are named as the API's payload names them (`rename`: command → payload).
 */
export function commandRefused(issues: Issue[], rename: Record<string, string> = {}) {
  return data(
    {
      error: issues[0]?.message ?? 'Dati non validi',
      issues: issues.map((issue) => ({ field: fieldOf(issue, rename), message: issue.message })),
    },
    { status: 400 },
  );
}

/** limit/offset of a JSON list, with Italian messages. */
export const paginationSchema = (defaultLimit = 20) =>
  z.object({
    limit: z.coerce
      .number()
      .int()
      .min(1, { error: 'limit deve essere tra 1 e 100' })
      .max(100, { error: 'limit deve essere tra 1 e 100' })
      .default(defaultLimit),
    offset: z.coerce.number().int().min(0, { error: 'offset non può essere negativo' }).default(0),
  });

/** limit/page of an admin list whose page sizes are fixed (the same as its page's). */
export const adminPageSchema = (sizes: readonly number[], defaultLimit: number) => {
  const choices = `${sizes.slice(0, -1).join(', ')} o ${sizes.at(-1)}`;
  return z.object({
    limit: z.coerce
      .number()
      .int()
      .refine((value) => sizes.includes(value), { error: `limit deve essere ${choices}` })
      .default(defaultLimit),
    page: z.coerce.number().int().min(1, { error: 'page deve essere almeno 1' }).default(1),
  });
};

import { z } from 'zod';

/**
 * The one check for ids (DESIGN.md §4): the layout PostgreSQL's uuid type accepts, so an id that
 * passes never makes the database fail ('0' × 36 or '-' × 36 would, under a looser pattern).
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** A uuid field of a schema, with the message to show when it is not one. */
export const uuidField = (message: string) =>
  z.string({ error: message }).regex(UUID_PATTERN, { error: message });

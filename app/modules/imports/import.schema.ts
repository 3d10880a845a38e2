import { z } from 'zod';
import { uuidField } from '#app/lib/uuid.ts';
import { IMPORT_MESSAGES, type ImportMapping, OFFER_FIELD_KEYS, type OfferField } from './import-format.ts';

/** The form's select for a field: `column.<field>`, empty when the file has no such column. */
export const columnInputName = (field: OfferField) => `column.${field}`;

const runId = uuidField(IMPORT_MESSAGES.runNotFound);
const column = z.string().trim().max(200, IMPORT_MESSAGES.tooLong).optional();

/**
 * The commands of Importazione Intelligente: start a prepared run with the admin's mapping, cancel
 * a run, or discard a preview never started. (The upload is its own streaming route.)
 */
export const importCommandSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('start'),
      runId,
      column: z.object(Object.fromEntries(OFFER_FIELD_KEYS.map((field) => [field, column]))).optional(),
      merchantName: z.string().trim().max(120, IMPORT_MESSAGES.tooLong).optional(),
      completeFeed: z
        .string()
        .optional()
        .transform((value) => value === 'on'),
    }),
    z.object({ intent: z.literal('cancel'), runId }),
    z.object({ intent: z.literal('discard'), runId }),
  ],
  { error: 'Azione non valida' },
);
export type ImportCommand = z.output<typeof importCommandSchema>;

/** The mapping a 'start' command carries: the fields with a column chosen. */
export function mappingOf(columns: Record<string, string | undefined> | undefined): ImportMapping {
  const mapping: ImportMapping = {};
  for (const field of OFFER_FIELD_KEYS) {
    const chosen = columns?.[field];
    if (chosen) mapping[field] = chosen;
  }
  return mapping;
}

export const IMPORT_FAILURES: Record<ImportCommand['intent'], string> = {
  start: 'Impossibile avviare l’importazione',
  cancel: 'Impossibile annullare l’importazione',
  discard: 'Impossibile scartare l’anteprima',
};

/** 'URL offerte' and 'Feed affiliato': the address the server downloads. */
export const importFetchSchema = z.object({
  kind: z.enum(['url', 'feed'], 'Azione non valida'),
  url: z
    .string({ error: 'Inserisci l’indirizzo da scaricare' })
    .trim()
    .min(1, 'Inserisci l’indirizzo da scaricare')
    .max(2000, IMPORT_MESSAGES.tooLong),
});

export const IMPORT_TABS = [
  { key: 'csv', label: 'File CSV' },
  { key: 'url', label: 'URL offerte' },
  { key: 'feed', label: 'Feed affiliato' },
] as const;
export type ImportTab = (typeof IMPORT_TABS)[number]['key'];
export const importTabOf = (value: string | null): ImportTab =>
  IMPORT_TABS.find((tab) => tab.key === value)?.key ?? 'csv';

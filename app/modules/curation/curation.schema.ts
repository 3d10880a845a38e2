import { z } from 'zod';
import {
  checkboxField,
  DATABASE_MESSAGES,
  MAX_NAME,
  MAX_TEXT,
  nameField,
  optionalHttpUrl,
  optionalText,
  priceField,
} from '#app/modules/catalog/database.schema.ts';
import { uuidField } from '#app/lib/uuid.ts';

/** admin-side §9: 50 products a page, at most 5 page buttons; candidates fetched 50, shown 10. */
export const CURATION_PAGE_SIZE = 50;
export const CANDIDATES_FETCHED = 50;
export const CANDIDATES_SHOWN = 10;
/** One bulk delete in one transaction: a selection can span pages, within reason. */
export const MAX_SELECTION = 500;
/** Unlinked offers whose names are at least this similar (pg_trgm) are candidates. */
export const CANDIDATE_SIMILARITY = 0.3;

export const CURATION_MESSAGES = {
  ...DATABASE_MESSAGES,
  selectionRequired: 'Seleziona almeno un prodotto per continuare',
  selectionTooLarge: `Puoi selezionare al massimo ${MAX_SELECTION} prodotti`,
  selected: (count: number) => (count === 1 ? '1 prodotto selezionato' : `${count} prodotti selezionati`),
  selectionCleared: 'Selezione annullata',
  offerHidden: 'Offerta nascosta per questo prodotto',
  hiddenRestored: 'Offerte nascoste di nuovo visibili',
  marketplaceRequired: 'Compila almeno ASIN e prezzo',
  marketplaceFailed: "Errore nell'aggiunta dell'offerta:",
  loadFailed: 'Impossibile caricare i prodotti',
  wizardDone: 'Wizard di curatela completato con successo!',
  confirmDelete:
    'I prodotti selezionati saranno eliminati definitivamente. Questa azione non può essere annullata.',
  confirmDeleteNote: 'I prodotti con recensioni non vengono eliminati: diventano inattivi.',
  emptyProducts: 'Nessun prodotto trovato',
} as const;

const M = CURATION_MESSAGES;

const ids = z
  .array(uuidField(M.productNotFound), { error: M.selectionRequired })
  .min(1, { error: M.selectionRequired })
  .max(CURATION_PAGE_SIZE, {
    error: `Puoi selezionare al massimo ${CURATION_PAGE_SIZE} prodotti alla volta`,
  });
const productId = uuidField(M.productNotFound);
const offerId = uuidField(M.offerNotFound);

/** The marketplace ASIN: ten letters or digits. */
const asin = z
  .string({ error: M.marketplaceRequired })
  .trim()
  .toUpperCase()
  .min(1, { error: M.marketplaceRequired })
  .regex(/^[A-Z0-9]{10}$/, { error: "L'ASIN è di 10 lettere o cifre (es. B0CHX1W1XY)" });

/** The wizard's commands (admin-side §2 and §5), one union for the page and any JSON caller. */
export const curationCommandSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('select'), productIds: ids }),
    z.object({ intent: z.literal('deselect'), productIds: ids }),
    z.object({ intent: z.literal('clear') }),
    z.object({
      intent: z.literal('rename'),
      productId,
      name: nameField,
      slug: z
        .string({ error: M.slugInvalid })
        .trim()
        .min(1, { error: M.slugInvalid })
        .max(MAX_NAME, { error: M.slugInvalid })
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: M.slugInvalid }),
    }),
    z.object({ intent: z.literal('delete-selected') }),
    z.object({ intent: z.literal('continue') }),
    z.object({ intent: z.literal('link'), productId, offerId }),
    z.object({ intent: z.literal('unlink'), productId, offerId }),
    z.object({ intent: z.literal('hide'), productId, offerId }),
    z.object({ intent: z.literal('unhide'), productId }),
    z.object({
      intent: z.literal('variant'),
      offerId,
      isVariant: checkboxField,
      variantName: optionalText(100, 'Il nome della variante può contenere al massimo 100 caratteri'),
    }),
    z.object({
      intent: z.literal('add-offer'),
      productId,
      asin,
      price: priceField.refine((value) => value !== null, { error: M.marketplaceRequired }),
      title: optionalText(MAX_NAME, M.nameTooLong),
      description: optionalText(MAX_TEXT, M.textTooLong),
      imageUrl: optionalHttpUrl,
      variantName: optionalText(100, 'Il nome della variante può contenere al massimo 100 caratteri'),
    }),
    z.object({ intent: z.literal('complete-product'), productId }),
    z.object({ intent: z.literal('finish') }),
  ],
  { error: M.invalidIntent },
);
export type CurationCommand = z.output<typeof curationCommandSchema>;

/** The spec's failure texts (admin-side §8) when a command breaks unexpectedly. */
export const CURATION_FAILURES: Record<CurationCommand['intent'], string> = {
  select: M.loadFailed,
  deselect: M.loadFailed,
  clear: M.loadFailed,
  rename: 'Impossibile aggiornare il prodotto',
  'delete-selected': 'Impossibile eliminare il prodotto',
  continue: M.loadFailed,
  link: "Impossibile aggiornare l'offerta",
  unlink: "Impossibile aggiornare l'offerta",
  hide: "Impossibile aggiornare l'offerta",
  unhide: "Impossibile aggiornare l'offerta",
  variant: M.variantFailed,
  'add-offer': `${M.marketplaceFailed} errore imprevisto`,
  'complete-product': 'Impossibile aggiornare il prodotto',
  finish: M.loadFailed,
};

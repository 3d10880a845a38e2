import { z } from 'zod';
import { UUID_PATTERN, uuidField } from '#app/lib/uuid.ts';

/*
 * Gestione Database (admin-side §2, §5, §8): every text it shows and every command it takes, in one
 * place for the page, the services and the tests.
 */

/** DESIGN.md §3.1, as the `product_status` enum of the database has them. */
export const PRODUCT_STATUSES = ['pending', 'approved', 'inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  pending: 'In attesa',
  approved: 'Approvato',
  inactive: 'Inattivo',
};

export const CURRENCIES = ['EUR', 'USD'] as const;
export const CURRENCY_SYMBOLS: Record<(typeof CURRENCIES)[number], string> = { EUR: '€', USD: '$' };

/** admin-side §9: the database pages show 50 rows. */
export const DATABASE_PAGE_SIZE = 50;
/** A bulk edit touches at most a page's worth of rows (select all selects the page). */
export const MAX_BULK_IDS = DATABASE_PAGE_SIZE;
export const MAX_NAME = 200;
export const MAX_BRAND = 80;
export const MAX_TEXT = 2_000;
export const MAX_URL = 2_000;
export const MAX_PRICE = 1_000_000;

export const DATABASE_MESSAGES = {
  nameRequired: 'Inserisci il nome',
  nameTooLong: `Il nome può contenere al massimo ${MAX_NAME} caratteri`,
  brandTooLong: `Il brand può contenere al massimo ${MAX_BRAND} caratteri`,
  textTooLong: `La descrizione può contenere al massimo ${MAX_TEXT} caratteri`,
  slugInvalid: 'Lo slug può contenere solo lettere minuscole, numeri e trattini',
  productSlugTaken: 'Esiste già un prodotto con questo slug',
  categorySlugTaken: 'Esiste già una categoria con questo slug',
  statusInvalid: 'Scegli uno stato valido',
  categoryNotFound: 'Categoria non trovata',
  productNotFound: 'Prodotto non trovato',
  offerNotFound: 'Offerta non trovata',
  merchantRequired: 'Scegli il negozio',
  merchantNotFound: 'Negozio non trovato',
  priceInvalid: 'Il prezzo deve essere un numero da 0 a 1.000.000 con al massimo due decimali',
  currencyInvalid: 'Scegli EUR o USD',
  urlInvalid: 'Inserisci un indirizzo valido che inizi con http:// o https://',
  affiliateUrlRequired: "Inserisci il link all'offerta",
  codeInvalid: 'Codice non valido: usa solo lettere e numeri',
  categoryCycle: 'Una categoria non può stare dentro sé stessa o in una sua sottocategoria',
  selectionRequired: 'Seleziona almeno un elemento',
  selectionTooLarge: `Puoi modificare al massimo ${MAX_BULK_IDS} elementi alla volta`,
  fieldRequired: 'Scegli il campo da modificare',
  valueRequired: 'Inserisci il nuovo valore',
  booleanInvalid: 'Scegli Sì o No',
  confirmProduct: 'Sei sicuro di voler eliminare questo prodotto?',
  confirmOffer: "Sei sicuro di voler eliminare quest'offerta?",
  confirmCategory: 'Sei sicuro di voler eliminare questa categoria?',
  productCreated: 'Prodotto creato',
  productUpdated: 'Prodotto aggiornato',
  productDeleted: 'Prodotto eliminato',
  productDeactivated:
    'Il prodotto ha recensioni e non può essere eliminato: è stato reso inattivo e non compare più nel catalogo',
  offerCreated: 'Offerta creata',
  offerUpdated: 'Offerta aggiornata',
  offerDeleted: 'Offerta eliminata',
  categoryCreated: 'Categoria creata',
  categoryUpdated: 'Categoria aggiornata',
  categoryDeleted: 'Categoria eliminata',
  brandCleaningOn: 'Pulizia automatica dei brand attivata',
  brandCleaningOff: 'Pulizia automatica dei brand disattivata',
  cleanStarted: 'Pulizia dei brand avviata: il risultato compare qui appena finisce',
  cleanRunning: 'Una pulizia dei brand è già in corso',
  brandCleared: 'Il brand ripeteva il nome del prodotto ed è stato svuotato (pulizia automatica)',
  emptyProducts: 'Nessun prodotto trovato',
  emptyOffers: 'Nessuna offerta trovata',
  emptyCategories: 'Nessuna categoria trovata',
  invalidIntent: 'Azione non valida',
  // Written by the curation wizard through the same services.
  productRenamed: 'Prodotto aggiornato: il vecchio indirizzo porta a quello nuovo',
  productsDeleted: (deleted: number, deactivated: number) =>
    [
      deleted === 1 ? 'Eliminato 1 prodotto' : `Eliminati ${deleted} prodotti`,
      deactivated === 0
        ? ''
        : deactivated === 1
          ? '1 prodotto con recensioni è stato reso inattivo'
          : `${deactivated} prodotti con recensioni sono stati resi inattivi`,
    ]
      .filter(Boolean)
      .join('; '),
  productApproved: (name: string) => `Curatela completata: «${name}» è approvato e visibile nel catalogo`,
  offerLinked: 'Offerta collegata al prodotto',
  offerUnlinked: 'Offerta scollegata: torna tra le offerte da collegare',
  offerAlreadyLinked: "L'offerta è già collegata a un prodotto",
  offerOfOtherProduct: "L'offerta non è collegata a questo prodotto",
  variantSaved: 'Variante aggiornata',
  variantFailed: "Errore durante l'aggiornamento della variante",
  marketplaceOfferAdded: 'Offerta Amazon aggiunta con successo!',
  imageSaved: 'Immagine salvata!',
  marketplaceOfferTaken: 'Questa offerta Amazon è già collegata a un altro prodotto',
} as const;

const M = DATABASE_MESSAGES;

/** A text that forms send empty for "none": trimmed, null when empty, capped. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((value) => (value ? value : null));

const name = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired })
  .max(MAX_NAME, { error: M.nameTooLong });

const slug = z
  .string({ error: M.slugInvalid })
  .trim()
  .max(MAX_NAME, { error: M.slugInvalid })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: M.slugInvalid })
  .optional();

const optionalUuid = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .optional()
    .refine((value) => !value || UUID_PATTERN.test(value), { error: message })
    .transform((value) => (value ? value : null));

const httpUrl = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(MAX_URL, { error: M.urlInvalid })
    .refine((value) => isHttpUrl(value), { error: M.urlInvalid });

const optionalHttpUrl = z
  .string({ error: M.urlInvalid })
  .trim()
  .max(MAX_URL, { error: M.urlInvalid })
  .optional()
  .refine((value) => !value || isHttpUrl(value), { error: M.urlInvalid })
  .transform((value) => (value ? value : null));

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

/** EAN, MPN and ASIN as shops write them: letters, digits, dashes, dots, slashes. */
const code = z
  .string({ error: M.codeInvalid })
  .trim()
  .max(40, { error: M.codeInvalid })
  .regex(/^[\w./-]*$/, { error: M.codeInvalid })
  .optional()
  .transform((value) => (value ? value : null));

/**
 * A price as an Italian admin types it ("12,90", "1.299,00" is not accepted: no thousands
 * separators) or JSON sends it. Empty is null (admin-side §5); anything else must be 0–1,000,000
 * with at most two decimals.
 */
export const priceField = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value === 'number') return Number.isFinite(value) ? value.toFixed(2) : 'x';
    if (typeof value !== 'string') return 'x';
    const text = value.trim().replace(',', '.');
    return text === '' ? null : text;
  },
  z
    .string({ error: M.priceInvalid })
    .regex(/^\d{1,7}(\.\d{1,2})?$/, { error: M.priceInvalid })
    .refine((text) => Number(text) <= MAX_PRICE, { error: M.priceInvalid })
    .transform((text) => Number(text).toFixed(2))
    .nullable(),
);

/** A checkbox: conform sends 'on' or nothing, JSON a boolean. */
const checkbox = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

const status = z.enum(PRODUCT_STATUSES, { error: M.statusInvalid });
const currency = z.enum(CURRENCIES, { error: M.currencyInvalid }).default('EUR');

const productFields = {
  name,
  brandName: optionalText(MAX_BRAND, M.brandTooLong),
  categoryId: optionalUuid(M.categoryNotFound),
  status,
};
const productExtraFields = {
  slug,
  description: optionalText(MAX_TEXT, M.textTooLong),
  imageUrl: optionalHttpUrl,
  ean: code,
  mpn: code,
  asin: code,
};

const offerFields = {
  name,
  price: priceField,
  currency,
  merchantId: uuidField(M.merchantRequired),
  inStock: checkbox,
  isApproved: checkbox,
};
const offerExtraFields = {
  /** The product to link: its slug or id; empty leaves the offer unlinked for the curation wizard. */
  productRef: z
    .string()
    .trim()
    .max(MAX_NAME, { error: M.productNotFound })
    .optional()
    .transform((value) => (value ? value : null)),
  affiliateUrl: httpUrl(M.affiliateUrlRequired),
  brandName: optionalText(MAX_BRAND, M.brandTooLong),
  asin: code,
  ean: code,
  imageUrl: optionalHttpUrl,
};

const categoryFields = {
  name,
  slug,
  parentId: optionalUuid(M.categoryNotFound),
};

/** Fields a bulk edit may set (admin-side §9, and a product's category: what moving a range needs). */
export const BULK_FIELDS = {
  products: ['status', 'brandName', 'categoryId'],
  offers: ['merchantId', 'isApproved', 'inStock', 'currency'],
  categories: ['parentId'],
} as const;

export const BULK_FIELD_LABELS: Record<string, string> = {
  status: 'Stato',
  brandName: 'Brand',
  categoryId: 'Categoria',
  merchantId: 'Negozio',
  isApproved: 'Approvata',
  inStock: 'Disponibile',
  currency: 'Valuta',
  parentId: 'Categoria padre',
};

const ids = z
  .array(uuidField(M.selectionRequired), { error: M.selectionRequired })
  .min(1, { error: M.selectionRequired })
  .max(MAX_BULK_IDS, { error: M.selectionTooLarge });

const bulk = <Fields extends readonly [string, ...string[]]>(fields: Fields) => ({
  ids,
  field: z.enum(fields, { error: M.fieldRequired }),
  value: z.string({ error: M.valueRequired }).trim().min(1, { error: M.valueRequired }).max(MAX_NAME),
});

const productId = uuidField(M.productNotFound);
const offerId = uuidField(M.offerNotFound);
const categoryId = uuidField(M.categoryNotFound);

/**
 * The commands of Gestione Database, one union for the page (a form) and any JSON caller. The
 * inline edit sends every field of its row, so an emptied brand is a cleared brand.
 */
export const databaseCommandSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('product-create'), ...productFields, ...productExtraFields }),
    z.object({ intent: z.literal('product-update'), productId, ...productFields }),
    z.object({ intent: z.literal('product-bulk'), ...bulk(BULK_FIELDS.products) }),
    z.object({ intent: z.literal('product-delete'), productId }),
    z.object({ intent: z.literal('offer-create'), ...offerFields, ...offerExtraFields }),
    z.object({ intent: z.literal('offer-update'), offerId, ...offerFields }),
    z.object({ intent: z.literal('offer-bulk'), ...bulk(BULK_FIELDS.offers) }),
    z.object({ intent: z.literal('offer-delete'), offerId }),
    z.object({ intent: z.literal('category-create'), ...categoryFields }),
    z.object({ intent: z.literal('category-update'), categoryId, ...categoryFields }),
    z.object({ intent: z.literal('category-bulk'), ...bulk(BULK_FIELDS.categories) }),
    z.object({ intent: z.literal('category-delete'), categoryId }),
    z.object({ intent: z.literal('brand-cleaning'), enabled: checkbox }),
    z.object({ intent: z.literal('clean-brands') }),
  ],
  { error: M.invalidIntent },
);
export type DatabaseCommand = z.output<typeof databaseCommandSchema>;
export type ProductCreateInput = Omit<Extract<DatabaseCommand, { intent: 'product-create' }>, 'intent'>;
export type ProductUpdateInput = Omit<
  Extract<DatabaseCommand, { intent: 'product-update' }>,
  'intent' | 'productId'
>;
export type OfferCreateInput = Omit<Extract<DatabaseCommand, { intent: 'offer-create' }>, 'intent'>;
export type OfferUpdateInput = Omit<
  Extract<DatabaseCommand, { intent: 'offer-update' }>,
  'intent' | 'offerId'
>;
export type CategoryInput = Omit<Extract<DatabaseCommand, { intent: 'category-create' }>, 'intent'>;
export type BulkInput = { ids: string[]; field: string; value: string };

/** The spec's failure texts (admin-side §8), shown when a command breaks unexpectedly. */
export const DATABASE_FAILURES: Record<DatabaseCommand['intent'], string> = {
  'product-create': 'Impossibile creare il prodotto',
  'product-update': 'Impossibile aggiornare il prodotto',
  'product-bulk': 'Impossibile aggiornare i prodotti',
  'product-delete': 'Impossibile eliminare il prodotto',
  'offer-create': "Impossibile creare l'offerta",
  'offer-update': "Impossibile aggiornare l'offerta",
  'offer-bulk': 'Impossibile aggiornare le offerte',
  'offer-delete': "Impossibile eliminare l'offerta",
  'category-create': 'Impossibile creare la categoria',
  'category-update': 'Impossibile aggiornare la categoria',
  'category-bulk': 'Impossibile aggiornare le categorie',
  'category-delete': 'Impossibile eliminare la categoria',
  'brand-cleaning': 'Impossibile aggiornare i prodotti',
  'clean-brands': 'Impossibile pulire i brand names',
};

/** The fields' rules, for the other forms that write products and offers (the curation wizard). */
export {
  name as nameField,
  slug as slugField,
  optionalText,
  optionalHttpUrl,
  code as codeField,
  checkbox as checkboxField,
};

/** "Aggiornati 3 prodotti", "Aggiornata 1 offerta". */
export function bulkUpdatedMessage(count: number, tab: 'products' | 'offers' | 'categories'): string {
  const words = {
    products: ['Aggiornato 1 prodotto', 'prodotti', 'Aggiornati'],
    offers: ['Aggiornata 1 offerta', 'offerte', 'Aggiornate'],
    categories: ['Aggiornata 1 categoria', 'categorie', 'Aggiornate'],
  }[tab];
  return count === 1 ? words[0]! : `${words[2]} ${count} ${words[1]}`;
}

import { z } from 'zod';
import { formatInteger } from '#app/lib/format.ts';
import { parsePrice } from '#app/lib/price.ts';
import { slugify } from '#app/lib/slug.ts';

/*
 * What an import reads (admin-side §2 Importazione Intelligente): a CSV or an affiliate feed whose
 * columns the admin maps onto the fields of an offer. Pure rules, shared by the page (preview,
 * mapping) and the job (every row).
 */

export const SEPARATORS = [';', ',', '\t', '|'] as const;
export type Separator = (typeof SEPARATORS)[number];

/**
 * The separator of a CSV, read from its header line: the candidate that splits it into the most
 * columns outside quotes (';' wins a tie, as Italian Excel writes it). A header with none of them
 * is one column, read with ','.
 */
export function detectSeparator(headerLine: string): Separator {
  const counts = new Map<Separator, number>(SEPARATORS.map((separator) => [separator, 0]));
  let quoted = false;
  for (const char of stripBom(headerLine)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char as Separator))
      counts.set(char as Separator, counts.get(char as Separator)! + 1);
  }
  let best: Separator = ',';
  let most = 0;
  for (const separator of SEPARATORS) {
    const count = counts.get(separator)!;
    if (count > most) [best, most] = [separator, count];
  }
  return best;
}

export const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** The fields of an offer an import fills, with the labels the mapping screen shows. */
export const OFFER_FIELDS = {
  externalId: { label: 'Codice prodotto del negozio', required: true },
  name: { label: 'Nome del prodotto', required: true },
  price: { label: 'Prezzo', required: true },
  deliveryCost: { label: 'Costo di spedizione', required: false },
  affiliateUrl: { label: 'Link al negozio', required: true },
  merchantName: { label: 'Negozio', required: false },
  currency: { label: 'Valuta', required: false },
  brandName: { label: 'Marca', required: false },
  ean: { label: 'EAN / GTIN', required: false },
  mpn: { label: 'Codice modello (MPN)', required: false },
  asin: { label: 'ASIN', required: false },
  imageUrl: { label: 'Immagine', required: false },
  description: { label: 'Descrizione', required: false },
  category: { label: 'Categoria', required: false },
  inStock: { label: 'Disponibile', required: false },
  createProduct: { label: 'Crea il prodotto se non trovato', required: false },
} as const;
export type OfferField = keyof typeof OFFER_FIELDS;
export const OFFER_FIELD_KEYS = Object.keys(OFFER_FIELDS) as OfferField[];

/** Field → the file's column name. */
export type ImportMapping = Partial<Record<OfferField, string>>;

/** Awin's Create-a-Feed CSV (legacy format): the default columns plus the useful "Select All" ones. */
export const AWIN_MAPPING: ImportMapping = {
  externalId: 'aw_product_id',
  name: 'product_name',
  price: 'search_price',
  deliveryCost: 'delivery_cost',
  affiliateUrl: 'aw_deep_link',
  merchantName: 'merchant_name',
  currency: 'currency',
  brandName: 'brand_name',
  ean: 'ean',
  mpn: 'mpn',
  imageUrl: 'merchant_image_url',
  description: 'description',
  category: 'category_name',
  inStock: 'in_stock',
};

/** The names a column of ours is often given, to propose a mapping for a file seen the first time. */
const COLUMN_ALIASES: Record<OfferField, string[]> = {
  externalId: ['external_id', 'id', 'sku', 'codice', 'aw_product_id', 'merchant_product_id', 'product_id'],
  name: ['name', 'nome', 'product_name', 'titolo', 'title'],
  price: ['price', 'prezzo', 'search_price', 'store_price'],
  deliveryCost: ['delivery_cost', 'spedizione', 'costo_spedizione', 'shipping', 'shipping_cost'],
  affiliateUrl: ['affiliate_url', 'url', 'link', 'aw_deep_link', 'deep_link'],
  merchantName: ['merchant', 'merchant_name', 'negozio', 'shop'],
  currency: ['currency', 'valuta'],
  brandName: ['brand', 'brand_name', 'marca'],
  ean: ['ean', 'gtin', 'product_gtin', 'ean13'],
  mpn: ['mpn', 'model_number', 'modello', 'product_model'],
  asin: ['asin'],
  imageUrl: ['image', 'image_url', 'immagine', 'merchant_image_url', 'aw_image_url'],
  description: ['description', 'descrizione'],
  category: ['category', 'categoria', 'category_name', 'merchant_category'],
  inStock: ['in_stock', 'disponibile', 'stock', 'availability'],
  createProduct: ['create_product', 'crea_prodotto'],
};

/** A mapping proposed from the header: each field takes the first column whose name it knows. */
export function proposeMapping(headers: string[]): ImportMapping {
  const byName = new Map(headers.map((header) => [header.trim().toLowerCase(), header]));
  const mapping: ImportMapping = {};
  for (const field of OFFER_FIELD_KEYS) {
    const found = COLUMN_ALIASES[field].find((alias) => byName.has(alias));
    if (found) mapping[field] = byName.get(found)!;
  }
  return mapping;
}

export const IMPORT_MESSAGES = {
  externalId: 'Manca il codice prodotto del negozio',
  name: 'Manca il nome del prodotto',
  price: 'Prezzo non valido: usa un numero come 199,90 o 199.90',
  deliveryCost: 'Costo di spedizione non valido: usa un numero come 4,90 (0 se gratuita)',
  affiliateUrl: 'Il link al negozio deve iniziare con https:// o http://',
  merchantName: 'Manca il negozio',
  currency: 'Valuta non supportata: solo EUR o USD',
  ean: "L'EAN deve avere da 8 a 14 cifre",
  asin: "L'ASIN deve avere 10 lettere o cifre",
  imageUrl: "L'immagine deve essere un indirizzo https:// o http://",
  tooLong: 'Valore troppo lungo',
  missingColumns: (labels: string[]) => `Colonne da abbinare: ${labels.join(', ')}`,
  runNotFound: 'Importazione non trovata',
  alreadyStarted: 'Questa importazione è già stata avviata',
  alreadyFinished: 'Questa importazione è già terminata',
  started: 'Importazione avviata',
  cancelled: 'Importazione annullata',
  discarded: 'Anteprima scartata',
  fileRequired: 'Scegli un file CSV da importare',
  fileTooLarge: (megabytes: number) => `Il file supera i ${megabytes} MB`,
  cellTooLong: (row: number, characters: number) =>
    `Importazione interrotta alla riga ${row}: una cella supera i ${formatInteger(characters)} caratteri, ` +
    'di solito per una virgoletta (") aperta e mai chiusa.',
  rowTooLong: (row: number, characters: number) =>
    `Importazione interrotta alla riga ${row}: la riga supera ${formatInteger(characters)} caratteri.`,
  quoteNotClosed: (row: number) =>
    `Importazione interrotta alla riga ${row}: una virgoletta (") è aperta e mai chiusa fino alla fine del file.`,
  unreadableRow: (row: number) => `Importazione interrotta alla riga ${row}: la riga non è un CSV leggibile.`,
  textTooLarge: (megabytes: number) =>
    `Importazione interrotta: il testo del file, decompresso, supera i ${formatInteger(megabytes)} MB.`,
  badGzip: 'Importazione interrotta: il file compresso (gzip) è danneggiato o incompleto.',
  rowsKept: (rows: number) =>
    rows === 0
      ? 'Nessuna riga è stata importata.'
      : rows === 1
        ? 'La riga precedente è stata elaborata e resta salvata.'
        : `Le ${formatInteger(rows)} righe precedenti sono state elaborate e restano salvate.`,
  noSpace: 'Spazio su disco esaurito sul server: il file non è stato salvato. Libera spazio e riprova.',
  notCsv: 'Il file non sembra un CSV: serve una riga di intestazione con i nomi delle colonne',
} as const;

const YES = new Set(['1', 'true', 'si', 'sì', 'yes', 'y', 'in stock', 'disponibile', 'in_stock']);
const NO = new Set(['0', 'false', 'no', 'n', 'out of stock', 'non disponibile', 'out_of_stock']);

/** A yes/no cell; empty or unknown gives `fallback`. */
export function parseFlag(text: string | undefined, fallback: boolean): boolean {
  const value = (text ?? '').trim().toLowerCase();
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return fallback;
}

const httpUrl = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, IMPORT_MESSAGES.tooLong)
    .transform((value) => value || null);

/** One row of a file after mapping, as the catalogue takes it. */
export const importRowSchema = z.object({
  externalId: z.string().trim().min(1, IMPORT_MESSAGES.externalId).max(200, IMPORT_MESSAGES.tooLong),
  name: z.string().trim().min(1, IMPORT_MESSAGES.name).max(300, IMPORT_MESSAGES.tooLong),
  price: z.string().transform((value, context) => {
    const price = parsePrice(value);
    if (price === null) context.addIssue({ code: 'custom', message: IMPORT_MESSAGES.price });
    return price ?? 0;
  }),
  // Optional: an empty cell is "unknown", never "free".
  deliveryCost: z.string().transform((value, context) => {
    if (!value.trim()) return null;
    const cost = parsePrice(value);
    if (cost === null) context.addIssue({ code: 'custom', message: IMPORT_MESSAGES.deliveryCost });
    return cost;
  }),
  affiliateUrl: z
    .string()
    .trim()
    .max(2000, IMPORT_MESSAGES.tooLong)
    .regex(httpUrl, IMPORT_MESSAGES.affiliateUrl),
  merchantName: z.string().trim().min(1, IMPORT_MESSAGES.merchantName).max(120, IMPORT_MESSAGES.tooLong),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .transform((value) => value || 'EUR')
    .pipe(z.enum(['EUR', 'USD'], IMPORT_MESSAGES.currency)),
  brandName: optional(120),
  ean: optional(40).pipe(
    z
      .string()
      .regex(/^\d{8,14}$/, IMPORT_MESSAGES.ean)
      .nullable(),
  ),
  mpn: optional(80),
  asin: optional(40).pipe(
    z
      .string()
      .regex(/^[A-Z0-9]{10}$/i, IMPORT_MESSAGES.asin)
      .transform((value) => value.toUpperCase())
      .nullable(),
  ),
  imageUrl: optional(2000).pipe(z.string().regex(httpUrl, IMPORT_MESSAGES.imageUrl).nullable()),
  description: optional(5000),
  category: optional(120),
  inStock: z.string().transform((value) => parseFlag(value, true)),
  createProduct: z.string().transform((value) => parseFlag(value, false)),
});
export type ImportRow = z.output<typeof importRowSchema>;

/** The row the catalogue writes: the parsed row, its number in the file and the shop's slug. */
export type ImportRecord = ImportRow & { row: number; merchantSlug: string };

/**
 * One row read: the record the catalogue writes, or why the row is refused (collected per row in
 * the run's error report, never thrown: one bad row does not stop a file).
 */
export type RowReading = { record: ImportRecord; problem?: never } | { problem: string; record?: never };

/**
 * Reads one record of the file through the mapping. `merchantName` fills the shop when the file
 * has no column for it. Answers the row, or the first problem in Italian.
 */
export function readImportRow(
  record: Record<string, string | undefined>,
  mapping: ImportMapping,
  options: { row: number; merchantName?: string | null },
): RowReading {
  const cell = (field: OfferField) => {
    const column = mapping[field];
    return column === undefined ? '' : (record[column] ?? '');
  };
  const input = Object.fromEntries(OFFER_FIELD_KEYS.map((field) => [field, cell(field)]));
  if (!input.merchantName?.trim() && options.merchantName) input.merchantName = options.merchantName;
  const parsed = importRowSchema.safeParse(input);
  if (!parsed.success) return { problem: parsed.error.issues[0]!.message };
  const merchantSlug = slugify(parsed.data.merchantName);
  if (!merchantSlug) return { problem: IMPORT_MESSAGES.merchantName };
  return { record: { ...parsed.data, row: options.row, merchantSlug } };
}

/** The required fields the mapping leaves without a column ('Negozio' is fine with a fixed shop). */
export function missingFields(mapping: ImportMapping, hasFixedMerchant: boolean): OfferField[] {
  return OFFER_FIELD_KEYS.filter(
    (field) =>
      !mapping[field] && (OFFER_FIELDS[field].required || (field === 'merchantName' && !hasFixedMerchant)),
  );
}

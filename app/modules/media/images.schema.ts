import { z } from 'zod';
import { uuidField } from '#app/lib/uuid.ts';

export const IMAGES_MESSAGES = {
  productNotFound: 'Prodotto non trovato',
  urlInvalid: "Inserisci l'indirizzo dell'immagine (https://…)",
  fileRequired: 'Scegli un file immagine',
  saveFailed: "Impossibile salvare l'immagine",
  empty: 'Tutti i prodotti hanno un’immagine',
  invalidIntent: 'Azione non valida',
} as const;
const M = IMAGES_MESSAGES;

const productId = uuidField(M.productNotFound);

/** Ricerca Immagini's commands: a picture from an address (a shop's, a search result) or a file. */
export const imagesCommandSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('assign-url'),
      productId,
      imageUrl: z
        .string({ error: M.urlInvalid })
        .trim()
        .max(2000, { error: M.urlInvalid })
        .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
          error: M.urlInvalid,
        }),
    }),
    z.object({
      intent: z.literal('upload'),
      productId,
      file: z
        .instanceof(File, { error: M.fileRequired })
        .refine((file) => file.size > 0, { error: M.fileRequired }),
    }),
  ],
  { error: M.invalidIntent },
);
export type ImagesCommand = z.output<typeof imagesCommandSchema>;

export const IMAGES_FAILURES: Record<ImagesCommand['intent'], string> = {
  'assign-url': M.saveFailed,
  upload: M.saveFailed,
};

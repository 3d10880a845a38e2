import { z } from 'zod';
import { formatPrice } from '#app/lib/format.ts';
import { uuidField } from '#app/lib/uuid.ts';
import { parsePrice } from '#app/lib/price.ts';

/** How many products one person can watch: enough for a wish list, bounded for the nightly check. */
export const PRICE_ALERT_LIMIT = 50;

/**
 * A drop without a target must be at least this share of the price last seen: a price that moves
 * by a few cents is not news worth a mail (decision 018).
 */
export const MIN_DROP_SHARE = 0.01;

export const PRICE_ALERT_MESSAGES = {
  productInvalid: 'Prodotto non valido',
  productNotFound: 'Prodotto non trovato',
  modeInvalid: 'Scegli quando vuoi essere avvisato',
  targetInvalid: 'Inserisci un prezzo obiettivo valido, per esempio 199,90',
  targetTooHigh: (current: string | number) =>
    `Il prezzo obiettivo deve essere inferiore al prezzo attuale (${formatPrice(current)})`,
  tooMany: `Puoi avere al massimo ${PRICE_ALERT_LIMIT} avvisi di prezzo: rimuovine qualcuno dal profilo`,
  savedDrop: 'Avviso attivato: ti scriveremo quando il prezzo scende.',
  savedTarget: (target: number) =>
    `Avviso attivato: ti scriveremo quando il prezzo scende a ${formatPrice(target)} o meno.`,
  alertInvalid: 'Avviso non valido',
  notFound: 'Avviso non trovato: forse l’hai già rimosso',
  removed: 'Avviso di prezzo rimosso',
  invalidLink: 'Il link non è valido o l’avviso è già stato rimosso',
  unsubscribed: (productName: string) => `Non riceverai più avvisi di prezzo per ${productName}.`,
  removedTitle: 'Avviso rimosso',
  removeFailed: 'Impossibile rimuovere l’avviso',
  invalidAction: 'Azione non valida',
} as const;

export type PriceAlertMode = 'drop' | 'target';

const priceAlertFields = {
  productId: uuidField(PRICE_ALERT_MESSAGES.productInvalid),
  mode: z.enum(['drop', 'target'], { error: PRICE_ALERT_MESSAGES.modeInvalid }),
  targetPrice: z.string().max(20, PRICE_ALERT_MESSAGES.targetInvalid).optional(),
};

/** The product page's form: any drop, or a target price written the Italian way ("199,90"). */
export const priceAlertSchema = z.object(priceAlertFields).transform((value, context) => {
  if (value.mode === 'drop') return { productId: value.productId, targetPrice: null };
  const target = parsePrice(value.targetPrice ?? '');
  if (target === null || target <= 0) {
    context.addIssue({
      code: 'custom',
      path: ['targetPrice'],
      message: PRICE_ALERT_MESSAGES.targetInvalid,
    });
    return z.NEVER;
  }
  return { productId: value.productId, targetPrice: target };
});
export type PriceAlertInput = z.output<typeof priceAlertSchema>;

/** Removing one from the profile or the product page. */
export const removePriceAlertSchema = z.object({ alertId: uuidField(PRICE_ALERT_MESSAGES.alertInvalid) });

/**
 * What the profile's 'Avvisi di prezzo' tab asks, one union like every page (decision 042): today
 * 'Rimuovi' on an alert.
 */
export const profileAlertCommandSchema = z.discriminatedUnion(
  'intent',
  [removePriceAlertSchema.extend({ intent: z.literal('remove-price-alert') })],
  { error: PRICE_ALERT_MESSAGES.invalidAction },
);
export type ProfileAlertCommand = z.output<typeof profileAlertCommandSchema>;

export const PROFILE_ALERT_FAILURES: Record<ProfileAlertCommand['intent'], string> = {
  'remove-price-alert': PRICE_ALERT_MESSAGES.removeFailed,
};

/**
 * The price alert's commands on the product page (its box posts them to the page's own action):
 * set or change the alert (the same checks as `priceAlertSchema`, which the service applies again), or
 * remove it.
 */
export const priceAlertCommandSchema = z.discriminatedUnion(
  'intent',
  [
    z
      .object({ intent: z.literal('price-alert'), ...priceAlertFields })
      .refine((value) => value.mode === 'drop' || (parsePrice(value.targetPrice ?? '') ?? 0) > 0, {
        path: ['targetPrice'],
        error: PRICE_ALERT_MESSAGES.targetInvalid,
      }),
    z.object({
      intent: z.literal('remove-price-alert'),
      alertId: uuidField(PRICE_ALERT_MESSAGES.alertInvalid),
    }),
  ],
  { error: PRICE_ALERT_MESSAGES.invalidAction },
);
export type PriceAlertCommand = z.output<typeof priceAlertCommandSchema>;

export const PRICE_ALERT_FAILURES: Record<PriceAlertCommand['intent'], string> = {
  'price-alert': 'Impossibile salvare l’avviso di prezzo',
  'remove-price-alert': 'Impossibile rimuovere l’avviso di prezzo',
};

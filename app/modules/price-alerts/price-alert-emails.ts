import { formatPrice } from '#app/lib/format.ts';
import type { PriceDrop } from '#app/modules/catalog/price-history.ts';
import { layoutEmail, type RenderedEmail } from '#app/modules/notifications/email-layout.ts';

/** The price alert's mail: the drop, the target when there is one, the offers and a way out. */
export function priceDropEmail(input: {
  userName: string;
  productName: string;
  /** Null when the product had no price when the alert was set. */
  previousPrice: string | null;
  price: string;
  /** The shop with the best price now. */
  shop: string | null;
  /** Its reduction by the one rule (decision 025), if it has one: the only percent a mail shows. */
  reduction: PriceDrop | null;
  targetPrice: string | null;
  productUrl: string;
  removeUrl: string;
  alertsUrl: string;
}): RenderedEmail {
  return layoutEmail({
    subject: `Prezzo in calo: ${input.productName} a ${formatPrice(input.price)}`,
    greeting: `Ciao ${input.userName},`,
    blocks: [
      {
        kind: 'p',
        text:
          (input.previousPrice
            ? `il miglior prezzo di ${input.productName} è sceso da ${formatPrice(input.previousPrice)} a ${formatPrice(input.price)}`
            : `${input.productName} ora si trova a ${formatPrice(input.price)}`) +
          (input.shop ? `, offerto da ${input.shop}.` : '.'),
      },
      ...(input.reduction
        ? [
            {
              kind: 'p' as const,
              text: `È un ribasso del ${input.reduction.percent}% sul prezzo più basso dei 30 giorni prima del ribasso (${formatPrice(input.reduction.lowest30)}).`,
            },
          ]
        : []),
      ...(input.targetPrice
        ? [
            {
              kind: 'p' as const,
              text: `Ci avevi chiesto di avvisarti a ${formatPrice(input.targetPrice)} o meno: ci siamo.`,
            },
          ]
        : []),
      { kind: 'button', label: 'Vedi le offerte', url: input.productUrl },
      {
        kind: 'p',
        text: 'I prezzi cambiano spesso: controlla il prezzo finale sul sito del negozio prima di acquistare.',
      },
      { kind: 'p', text: `Non vuoi più avvisi per questo prodotto? Rimuovi l’avviso: ${input.removeUrl}` },
    ],
    footer: `Ricevi questa e-mail perché hai attivato un avviso di prezzo su Provato. Gestisci i tuoi avvisi dal profilo: ${input.alertsUrl}`,
  });
}

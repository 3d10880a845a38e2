import { z } from 'zod';
import { uuidField } from '#app/lib/uuid.ts';
import { reasonedDecisionSchema } from '#app/modules/decisions/decision.schema.ts';

const requestId = uuidField('Richiesta premio non valida');
const VOUCHER_CODE = /^[\w-]{4,64}$/;
const CODE_MESSAGE = 'Il codice deve avere tra 4 e 64 caratteri (lettere, numeri, trattini)';

/**
 * The commands of Gestione Premi, one union for the page's action and for
 * POST /api/admin/rewards/approve|reject (which map their JSON onto it).
 */
export const rewardCommandSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('approve'),
      requestId,
      code: z.string().trim().regex(VOUCHER_CODE, { error: CODE_MESSAGE }).optional(),
    }),
    z.object({ intent: z.literal('reject'), requestId, ...reasonedDecisionSchema('reward_refused').shape }),
    z.object({
      intent: z.literal('codes'),
      rewardId: uuidField('Premio non valido'),
      codes: z
        .string({ error: 'Inserisci almeno un codice' })
        .max(64 * 1024, { error: 'Troppi codici in una volta: al massimo 1000' })
        .transform((text) => [...new Set(text.split(/\r?\n/).map((code) => code.trim()))].filter(Boolean))
        .pipe(
          z
            .array(z.string().regex(VOUCHER_CODE, { error: CODE_MESSAGE }))
            .min(1, { error: 'Inserisci almeno un codice' })
            .max(1000, { error: 'Troppi codici in una volta: al massimo 1000' }),
        ),
    }),
  ],
  { error: 'Azione non valida' },
);
export type RewardCommand = z.output<typeof rewardCommandSchema>;

/** The spec's failure texts (admin-side §8), shown when a command breaks unexpectedly. */
export const REWARD_FAILURES: Record<RewardCommand['intent'], string> = {
  approve: 'Impossibile approvare il premio',
  reject: 'Impossibile rifiutare il premio',
  codes: 'Impossibile aggiungere i codici',
};

import { z } from 'zod';

/**
 * The rules that turn signals into a risk score (issue 29 §2): weights in percent, thresholds and
 * limits. Admins change them in the back office (Moderazione Recensioni → 'Regole di integrità');
 * they live in app_settings and every change is audited.
 */
const percent = (label: string) =>
  z.coerce
    .number({ error: `${label}: inserisci un numero` })
    .int(`${label}: inserisci un numero intero`)
    .min(0, `${label}: minimo 0`)
    .max(100, `${label}: massimo 100`);
const count = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label}: inserisci un numero` })
    .int(`${label}: inserisci un numero intero`)
    .min(1, `${label}: minimo 1`)
    .max(max, `${label}: massimo ${max}`);

export const SIGNAL_WEIGHT_LABELS = {
  nearDuplicate: 'Testo quasi identico a un’altra recensione',
  copiedText: 'Testo copiato dalla scheda del prodotto o da un’offerta',
  sameDevice: 'Stesso dispositivo di altri account',
  sameEmail: 'Stessa email normalizzata di altri account',
  sameNetwork: 'Stessa rete di altri account',
  invite: 'Invitato da o ha invitato account collegati',
  velocity: 'Troppe recensioni in poco tempo',
  burst: 'Raffica di recensioni da account nuovi sullo stesso prodotto',
  ratingAnomaly: 'Valutazioni recenti lontane dalla media del prodotto',
  lowInformation: 'Testo povero, contatti o maiuscole',
} as const;
export type SignalWeightKey = keyof typeof SIGNAL_WEIGHT_LABELS;

const weightKeys = Object.keys(SIGNAL_WEIGHT_LABELS) as SignalWeightKey[];

const settingsFields = {
  atRiskThreshold: percent('Soglia "A rischio"').min(1, 'Soglia "A rischio": minimo 1'),
  holdThreshold: percent('Soglia per trattenere').min(1, 'Soglia per trattenere: minimo 1'),
  weights: z.object(
    Object.fromEntries(weightKeys.map((key) => [key, percent(SIGNAL_WEIGHT_LABELS[key])])) as Record<
      SignalWeightKey,
      ReturnType<typeof percent>
    >,
  ),
  reviewsPerHour: count('Recensioni per ora', 100),
  reviewsPerDay: count('Recensioni al giorno', 500),
  burstMinReviews: count('Recensioni che fanno una raffica', 100),
  newAccountDays: count('Giorni in cui un account è nuovo', 90),
};

const HOLD_BELOW_AT_RISK = 'La soglia per trattenere non può essere più bassa della soglia "A rischio"';
const holdNotBelowAtRisk = (settings: { atRiskThreshold: number; holdThreshold: number }) =>
  settings.holdThreshold >= settings.atRiskThreshold;

export const integritySettingsSchema = z
  .object(settingsFields)
  .refine(holdNotBelowAtRisk, { path: ['holdThreshold'], error: HOLD_BELOW_AT_RISK });

/** 'Regole di integrità' posts its fields with this intent (the admin template's command union). */
export const integrityRulesCommandSchema = z
  .object({ intent: z.literal('save-rules', { error: 'Azione non valida' }), ...settingsFields })
  .refine(holdNotBelowAtRisk, { path: ['holdThreshold'], error: HOLD_BELOW_AT_RISK });
export type IntegrityRulesCommand = z.output<typeof integrityRulesCommandSchema>;

export type IntegritySettings = z.output<typeof integritySettingsSchema>;

export const DEFAULT_INTEGRITY_SETTINGS: IntegritySettings = {
  atRiskThreshold: 40,
  holdThreshold: 80,
  weights: {
    nearDuplicate: 90,
    copiedText: 70,
    sameDevice: 60,
    sameEmail: 60,
    sameNetwork: 25,
    invite: 10,
    velocity: 45,
    burst: 50,
    ratingAnomaly: 25,
    lowInformation: 20,
  },
  reviewsPerHour: 3,
  reviewsPerDay: 8,
  burstMinReviews: 3,
  newAccountDays: 7,
};

/** Stored settings read leniently: a key missing or out of range (an older row) takes its default. */
export function readIntegritySettings(stored: unknown): IntegritySettings {
  const base = DEFAULT_INTEGRITY_SETTINGS;
  if (!stored || typeof stored !== 'object') return base;
  const value = stored as Partial<IntegritySettings>;
  const merged = {
    ...base,
    ...value,
    weights: { ...base.weights, ...(typeof value.weights === 'object' ? value.weights : {}) },
  };
  const parsed = integritySettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : base;
}

import type { ReviewSignal } from './signals.ts';

/** Below this many letters and digits a review says too little to help anyone choose. */
export const MIN_INFORMATIVE_CHARACTERS = 120;

/** Phrases that fit any product: a review made only of them tells nothing about this one. */
const GENERIC_PHRASES = [
  'ottimo prodotto',
  'prodotto ottimo',
  'buon prodotto',
  'bel prodotto',
  'prodotto consigliato',
  'lo consiglio',
  'consigliato',
  'consigliatissimo',
  'lo consiglio a tutti',
  'consiglio a tutti',
  'tutto ok',
  'tutto perfetto',
  'perfetto',
  'ottimo',
  'molto bene',
  'va benissimo',
  'funziona bene',
  'funziona benissimo',
  'soddisfatto',
  'molto soddisfatto',
  'soddisfattissimo',
  'ottimo acquisto',
  'acquisto consigliato',
  'rapporto qualita prezzo',
  'ottimo rapporto qualita prezzo',
  'spedizione veloce',
  'arrivato in tempo',
  'nessun difetto',
  'niente da dire',
  'nulla da segnalare',
  'nessuno',
  'niente',
  'top',
  'super',
  '5 stelle',
  'cinque stelle',
];

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[\p{L}\p{N}-]+\.(?:it|com|net|org|eu|info|shop|store|ly|me)\b(?:\/\S*)?/iu;
// Italian phone numbers (mobiles 3xx, landlines 0x), with or without +39 and separators.
const PHONE = /(?:\+|00)?(?:39[\s.-]?)?(?:3\d{2}|0\d{1,3})[\s.-]?\d{3,4}[\s.-]?\d{3,4}\b/;

function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Low information (issue 29 §1): very short or generic text, contact details or links, shouting.
 * One signal at most, its strength the strongest finding, every finding named in the reason.
 */
export function lowInformationSignal(text: string): ReviewSignal | null {
  const findings: string[] = [];
  const evidence: Record<string, unknown> = {};
  let strength = 0;

  const informative = (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
  if (informative < MIN_INFORMATIVE_CHARACTERS) {
    findings.push(`testo molto breve (${informative} caratteri)`);
    evidence.characters = informative;
    strength = Math.max(strength, informative < MIN_INFORMATIVE_CHARACTERS / 2 ? 0.8 : 0.5);
  }

  const sentences = text
    .split(/[\n.!?;]+/)
    .map(normalise)
    .filter(Boolean);
  const generic = sentences.filter((sentence) => GENERIC_PHRASES.includes(sentence));
  if (sentences.length > 0 && generic.length / sentences.length >= 0.75) {
    findings.push('frasi generiche valide per qualsiasi prodotto');
    evidence.genericPhrases = generic.slice(0, 5);
    strength = Math.max(strength, 0.7);
  }

  const email = EMAIL.exec(text)?.[0];
  const rest = email ? text.replaceAll(email, ' ') : text;
  const contacts = [email, PHONE.exec(rest)?.[0], LINK.exec(rest)?.[0]].filter((match): match is string =>
    Boolean(match),
  );
  if (contacts.length) {
    findings.push('contiene contatti o link');
    evidence.contacts = contacts;
    strength = Math.max(strength, 1);
  }

  const letters = text.match(/\p{L}/gu) ?? [];
  const upper = text.match(/\p{Lu}/gu) ?? [];
  const exclamations = (text.match(/!{3,}/g) ?? []).length;
  if ((letters.length >= 20 && upper.length / letters.length > 0.6) || exclamations >= 2) {
    findings.push('scritto in maiuscolo o con troppi punti esclamativi');
    evidence.uppercaseShare = letters.length ? Math.round((upper.length / letters.length) * 100) / 100 : 0;
    strength = Math.max(strength, 0.6);
  }

  return findings.length ? build(findings, evidence, strength) : null;
}

function build(findings: string[], evidence: Record<string, unknown>, strength: number): ReviewSignal {
  const reason = findings.join('; ');
  return {
    kind: 'low_information',
    weight: 'lowInformation',
    strength,
    reason: reason.charAt(0).toUpperCase() + reason.slice(1),
    evidence,
  };
}

import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * The lowest zxcvbn score a new password may have: 3 means an estimated 10^8 guesses or more
 * ("safely unguessable": moderate protection even against offline guessing of a stolen hash).
 * Score 2 would still accept a name with a year or a dictionary word with a digit ('Milano2024',
 * 'forzainter'); with 3, a random 8-character string just falls short, a 9-character one or a
 * short phrase passes. The demo password 'Provato2026!' scores 3.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Only the first characters are analysed: the estimator's pattern search grows with the length
 * (a 128-character repetition costs a quarter of a second of CPU), and anything that is still
 * guessable after 64 characters is refused anyway.
 */
const ANALYSED_LENGTH = 64;

/** The leaked-password list of the common package: a whole password found there is refused. */
const COMMON_PASSWORDS = 'passwords-common';

let checker: Promise<ZxcvbnFactory> | undefined;

/**
 * The estimator with the common-password list, the keyboard layouts and the Italian dictionaries
 * (names, surnames, common words, Wikipedia): several megabytes, so loaded on first use, once,
 * and only ever on the server.
 */
function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, italian] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-it'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...italian.dictionary },
      graphs: common.adjacencyGraphs,
      maxLength: ANALYSED_LENGTH,
    });
  })().catch((error: unknown) => {
    checker = undefined;
    throw error;
  });
  return checker;
}

/**
 * The words of a person that must not carry their password: first and last name, each part and
 * joined ('lucaverdi', 'verdiluca': the estimator scores a run of several short matches generously),
 * the whole address and its local part, whole, joined, in pieces and in neighbouring pairs
 * ('luca.verdi.88' → 'lucaverdi88', 'luca', 'verdi', 'lucaverdi', 'verdi88'). The domain is left
 * out: it is usually the mail provider's, not the person's.
 */
export function personalWords(person: {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}): string[] {
  const words = new Set<string>();
  const add = (value: string | null | undefined) => {
    const word = value?.trim().toLowerCase();
    if (word && word.length >= 3) words.add(word);
  };
  const joined = (value: string) => value.replace(/[\s'._+-]+/g, '');
  const first = person.firstName?.trim() ?? '';
  const last = person.lastName?.trim() ?? '';
  for (const name of [first, last]) {
    add(name);
    add(joined(name));
    for (const part of name.split(/[\s'-]+/)) add(part);
  }
  if (first && last) {
    add(joined(first + last));
    add(joined(last + first));
  }
  const email = person.email?.trim().toLowerCase();
  if (email) {
    add(email);
    const local = email.split('@')[0] ?? '';
    add(local);
    add(joined(local));
    const parts = local.split(/[._+-]+/);
    parts.forEach((part, index) => {
      add(part);
      if (index > 0) add(parts[index - 1] + part);
    });
  }
  return [...words];
}

export type PasswordVerdict = { strong: true } | { strong: false; reason: 'common' | 'guessable' };

/**
 * Whether a new password may be used: not a known leaked password (case and l33t variants
 * included) and, given the person's own names and address, estimated hard enough to guess.
 * Offline: nothing leaves the server.
 */
export async function checkPasswordStrength(
  password: string,
  person: Parameters<typeof personalWords>[0] = {},
): Promise<PasswordVerdict> {
  const zxcvbn = await loadChecker();
  const result = zxcvbn.check(password, personalWords(person));
  const [only, ...others] = result.sequence;
  if (
    only &&
    others.length === 0 &&
    only.pattern === 'dictionary' &&
    only.dictionaryName === COMMON_PASSWORDS
  ) {
    return { strong: false, reason: 'common' };
  }
  return result.score >= MIN_PASSWORD_SCORE ? { strong: true } : { strong: false, reason: 'guessable' };
}

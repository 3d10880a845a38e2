import { describe, expect, test } from 'vitest';
import { checkPasswordStrength, MIN_PASSWORD_SCORE, personalWords } from './password-strength.server.ts';

const luca = { firstName: 'Luca', lastName: 'Verdi', email: 'luca.verdi@example.com' };

describe('password strength (offline, common list + Italian dictionaries)', () => {
  test.each(['password', 'qwerty123', '12345678', 'iloveyou', 'passw0rd', 'abcd1234'])(
    '%j is a known leaked password',
    async (password) => {
      expect(await checkPasswordStrength(password)).toEqual({ strong: false, reason: 'common' });
    },
  );

  test.each([
    'juventus1',
    'Juventus1!',
    'Password1!',
    'forzanapoli',
    'forzainter',
    'amoremio1',
    'ciaociao',
    'napoli1926',
    'Milano2024',
    'francesco1',
    'segreta123',
    'xK9#mQ2v', // random, but 8 characters are about 10^8 guesses: one more is needed
    'a'.repeat(128),
    'Qz7!'.repeat(32),
  ])('%j is too easy to guess', async (password) => {
    expect(await checkPasswordStrength(password)).toMatchObject({ strong: false });
  });

  test.each([
    'LucaVerdi2026',
    'lucaverdi1',
    'verdi1234',
    'Luca.Verdi!',
    'luca.verdi@example.com',
    'VerdiLuca88',
  ])("%j is built from the person's names or address", async (password) => {
    expect(await checkPasswordStrength(password, luca)).toMatchObject({ strong: false });
  });

  test.each([
    'Provato2026!', // the demo accounts' password: seed, README and tests use it
    'Cuffie-Rosse-88',
    'Tramonto-Sul-Lago-8',
    'Tr0ub4dor&3',
    'correct horse battery staple',
    'xK9#mQ2v!',
    'Gatto-Sul-Tetto-Che-Scotta-'.repeat(4), // 108 characters: only the first 64 are analysed
  ])('%j passes', async (password) => {
    expect(await checkPasswordStrength(password, luca)).toEqual({ strong: true });
  });

  test('the threshold is the documented one', () => {
    expect(MIN_PASSWORD_SCORE).toBe(3);
  });

  test('personal words: names, joined names, the address and its local part, not the domain', () => {
    expect(
      personalWords({ firstName: 'Maria Grazia', lastName: "D'Amico", email: 'Maria.Damico+shop@Gmail.com' }),
    ).toEqual(
      expect.arrayContaining([
        'maria grazia',
        'mariagrazia',
        'grazia',
        "d'amico",
        'damico',
        'amico',
        'mariagraziadamico',
        'damicomariagrazia',
        'maria.damico+shop@gmail.com',
        'maria.damico+shop',
        'mariadamicoshop',
        'mariadamico',
        'shop',
      ]),
    );
    expect(personalWords({ email: 'a.b@provato.it' })).not.toContain('provato');
    expect(personalWords({})).toEqual([]);
  });
});

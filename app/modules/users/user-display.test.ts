import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatInteger } from '#app/lib/format.ts';
import { toggleBlockSummary } from './user-display.ts';

describe("toggleBlockSummary ('Inverti blocco' on a selection)", () => {
  test('says who is blocked and who unblocked, in Italian singular and plural', () => {
    expect(toggleBlockSummary(1, 0)).toBe(
      "Verrà bloccato 1 utente. Le sessioni aperte di chi viene bloccato verranno chiuse subito: non potrà accedere, scrivere, guadagnare punti né richiedere premi, e riceverà un'e-mail.",
    );
    expect(toggleBlockSummary(0, 0)).toBe('');
    expect(toggleBlockSummary(0, 1)).toBe(
      'Verrà sbloccato 1 utente. Potrà di nuovo accedere e guadagnare punti.',
    );
    expect(toggleBlockSummary(0, 3)).toBe(
      'Verranno sbloccati 3 utenti. Potranno di nuovo accedere e guadagnare punti.',
    );
    expect(toggleBlockSummary(2, 1)).toMatch(
      /^Verranno bloccati 2 utenti e verrà sbloccato 1 utente\. Le sessioni aperte .* non potranno accedere/,
    );
  });

  test('any mix: both counts appear, the session warning only when someone is blocked', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (blocking, unblocking) => {
        const text = toggleBlockSummary(blocking, unblocking);
        if (blocking + unblocking === 0) {
          expect(text).toBe('');
          return;
        }
        if (blocking > 0)
          expect(text).toContain(`bloccat${blocking === 1 ? 'o' : 'i'} ${formatInteger(blocking)} utent`);
        if (unblocking > 0)
          expect(text).toContain(
            `sbloccat${unblocking === 1 ? 'o' : 'i'} ${formatInteger(unblocking)} utent`,
          );
        expect(text.includes('sessioni aperte')).toBe(blocking > 0);
        expect(text).toMatch(/^Verr/);
      }),
    );
  });
});

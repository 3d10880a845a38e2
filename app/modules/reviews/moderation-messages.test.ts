import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bulkDecisionMessage, undoneMessage, waitingFor } from './moderation-messages.ts';

const HOUR = 3_600_000;

describe('moderation messages', () => {
  test('the age of a waiting review, in Italian', () => {
    const now = Date.parse('2026-06-10T12:00:00Z');
    expect(waitingFor(new Date(now - 3 * 24 * HOUR - HOUR), now)).toBe('in attesa da 3 giorni');
    expect(waitingFor(new Date(now - 24 * HOUR), now)).toBe('in attesa da 1 giorno');
    expect(waitingFor(new Date(now - 2 * HOUR - 60_000), now)).toBe('in attesa da 2 ore');
    expect(waitingFor(new Date(now - HOUR), now)).toBe('in attesa da 1 ora');
    expect(waitingFor(new Date(now - 5 * 60_000), now)).toBe('in attesa da 5 minuti');
    expect(waitingFor(new Date(now - 60_000), now)).toBe('in attesa da 1 minuto');
    expect(waitingFor(new Date(now - 10_000), now)).toBe('in attesa da meno di un minuto');
    // A clock a little ahead of the server's never reads as a negative age.
    expect(waitingFor(new Date(now + 30_000), now)).toBe('in attesa da meno di un minuto');
  });

  test('the age never goes down as time passes, and always names one unit', () => {
    fc.assert(
      fc.property(fc.nat(400 * 24), fc.nat(400 * 24), (a, b) => {
        const created = new Date('2026-01-01T00:00:00Z');
        const [early, late] = [Math.min(a, b), Math.max(a, b)];
        const value = (text: string) => {
          const match = /da (\d+) (minut|or|giorn)/.exec(text);
          if (!match) return 0;
          const scale = match[2] === 'minut' ? 1 : match[2] === 'or' ? 60 : 1440;
          return Number(match[1]) * scale;
        };
        expect(value(waitingFor(created, created.getTime() + late * HOUR))).toBeGreaterThanOrEqual(
          value(waitingFor(created, created.getTime() + early * HOUR)),
        );
        expect(waitingFor(created, created.getTime() + a * HOUR)).toMatch(/^in attesa da /);
      }),
    );
  });

  test('bulk and undo toasts say how many', () => {
    expect(bulkDecisionMessage('approve', 2, 1)).toBe('2 recensioni approvate, 1 era già moderata');
    expect(bulkDecisionMessage('reject', 1, 0)).toBe('1 recensione rifiutata');
    expect(bulkDecisionMessage('reject', 3, 2)).toBe('3 recensioni rifiutate, 2 erano già moderate');
    expect(undoneMessage(1, 0)).toBe('Decisione annullata: la recensione è di nuovo in revisione');
    expect(undoneMessage(3, 15)).toBe(
      'Decisione annullata: 3 recensioni di nuovo in revisione (15 punti tolti)',
    );
  });
});

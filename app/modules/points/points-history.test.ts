import { describe, expect, test } from 'vitest';
import { waitingSentence } from './points-history.ts';

const date = new Date('2026-12-05T10:00:00Z');

describe('waitingSentence (the dashboard)', () => {
  test('how many are waiting, the next expected decision, and those taking longer than usual', () => {
    expect(waitingSentence({ count: 1, nextBy: date, overdue: 0 })).toBe(
      '1 movimento in verifica: il prossimo esito è previsto entro il 5 dicembre 2026.',
    );
    expect(waitingSentence({ count: 3, nextBy: date, overdue: 1 })).toBe(
      '3 movimenti in verifica: il prossimo esito è previsto entro il 5 dicembre 2026. Uno sta richiedendo più tempo del solito.',
    );
    expect(waitingSentence({ count: 4, nextBy: date, overdue: 2 })).toMatch(
      /\. 2 stanno richiedendo più tempo del solito\.$/,
    );
    expect(waitingSentence({ count: 2, nextBy: null, overdue: 2 })).toBe(
      '2 movimenti in verifica. Stanno richiedendo più tempo del solito.',
    );
    expect(waitingSentence({ count: 1, nextBy: null, overdue: 0 })).toBe('1 movimento in verifica.');
  });
});

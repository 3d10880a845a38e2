import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { firstSentence, reviewExcerpt } from './review-excerpt.ts';

describe('reviewExcerpt: a quote carries the review’s tone', () => {
  test('the one-star review of the audit is quoted by its complaint, not its one concession', () => {
    const review = {
      rating: 1,
      pros: 'La ricarica almeno è veloce.',
      cons: 'La batteria non arriva al pomeriggio, anche con un uso leggero.',
    };
    expect(reviewExcerpt(review)).toBe('La batteria non arriva al pomeriggio, anche con un uso leggero.');
  });

  test('five stars: the praise, whole', () => {
    expect(
      reviewExcerpt({
        rating: 5,
        pros: 'Autonomia eccellente. Schermo luminoso.',
        cons: 'Il caricabatterie non è incluso.',
      }),
    ).toBe('Autonomia eccellente. Schermo luminoso.');
  });

  test('three stars: the first sentence of each side, praise then reservation', () => {
    expect(
      reviewExcerpt({
        rating: 3,
        pros: 'Foto buone di giorno. Schermo ok.',
        cons: 'Di notte le foto sono piene di rumore! E scalda.',
      }),
    ).toBe('Foto buone di giorno. Di notte le foto sono piene di rumore!');
    // Real text without punctuation still reads as two sentences.
    expect(reviewExcerpt({ rating: 3, pros: 'Leggero e comodo', cons: 'Costa troppo' })).toBe(
      'Leggero e comodo. Costa troppo',
    );
  });

  test('property: low ratings quote only the cons, high ratings only the pros', () => {
    const text = fc.string({ minLength: 1, maxLength: 80 }).filter((value) => value.trim().length > 0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), text, text, (rating, pros, cons) => {
        const excerpt = reviewExcerpt({ rating, pros, cons });
        if (rating <= 2) expect(excerpt).toBe(cons.trim());
        if (rating >= 4) expect(excerpt).toBe(pros.trim());
        if (rating === 3) {
          expect(excerpt.startsWith(firstSentence(pros))).toBe(true);
          expect(excerpt.endsWith(firstSentence(cons))).toBe(true);
        }
      }),
    );
  });

  test('firstSentence keeps a text without a sentence break whole', () => {
    expect(firstSentence('  Va bene così  ')).toBe('Va bene così');
    expect(firstSentence('Ottimo... davvero. Lo consiglio')).toBe('Ottimo...');
    expect(firstSentence('Perfetto (o quasi). Poi')).toBe('Perfetto (o quasi).');
  });
});

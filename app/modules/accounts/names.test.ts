import { describe, expect, test } from 'vitest';
import { cleanName, NOT_IN_A_NAME, splitFullName } from './names.ts';

describe('names', () => {
  test('control, separator and direction characters are never part of a name', () => {
    for (const name of ['Lu\tca', 'Lu\rca', 'Lu\nca', 'Lu\u0000ca', 'Lu\u007fca', 'Lu\u2028ca', 'Lu\u202eca'])
      expect(NOT_IN_A_NAME.test(name), JSON.stringify(name)).toBe(true);
    for (const name of ['Luca', 'Maria Grazia', 'D’Àlessandro', 'Øyvind', 'Zoë-Anne', 'محمد'])
      expect(NOT_IN_A_NAME.test(name), name).toBe(false);
  });

  test('a provider’s full name is cleaned, then split at the first space', () => {
    expect(cleanName(' Maria\tGrazia\r\nRossi\u202e\u0007 ')).toBe('Maria Grazia Rossi');
    expect(splitFullName('Maria\nGrazia \u2066Rossi')).toEqual({
      firstName: 'Maria',
      lastName: 'Grazia Rossi',
    });
    expect(splitFullName('\u0000\t')).toEqual({ firstName: null, lastName: null });
  });
});

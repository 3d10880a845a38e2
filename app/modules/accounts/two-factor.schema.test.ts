import { describe, expect, test } from 'vitest';
import { groupSecret, signInCodeSchema, signInRecoveryCodeSchema } from './two-factor.schema.ts';

describe('two-factor codes as people type them', () => {
  test.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['123-456', '123456'],
  ])('app code %j → %j', (typed, code) => {
    expect(signInCodeSchema.parse({ code: typed }).code).toBe(code);
  });

  test.each([
    ['', 'Inserisci il codice di 6 cifre'],
    ['12345', 'Il codice è formato da 6 cifre'],
    ['12345a', 'Il codice è formato da 6 cifre'],
    ['1'.repeat(40), 'Il codice è formato da 6 cifre'],
  ])('app code %j is refused: %s', (typed, message) => {
    const result = signInCodeSchema.safeParse({ code: typed });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  test.each([
    ['AbC12-dEf34', 'AbC12-dEf34'],
    ['AbC12dEf34', 'AbC12-dEf34'],
    [' AbC12 - dEf34 ', 'AbC12-dEf34'],
  ])('recovery code %j → %j (case kept)', (typed, code) => {
    expect(signInRecoveryCodeSchema.parse({ code: typed }).code).toBe(code);
  });

  test('a recovery code of the wrong shape is refused in Italian', () => {
    expect(signInRecoveryCodeSchema.safeParse({ code: 'abc' }).error?.issues[0]?.message).toMatch(
      /^Un codice di recupero ha 10 caratteri/,
    );
  });

  test('the key for typing by hand comes in groups of four', () => {
    expect(groupSecret('ABCDEFGHIJKLMN')).toBe('ABCD EFGH IJKL MN');
  });

  test('"trust this device" is a checkbox: on, or absent', () => {
    expect(signInCodeSchema.parse({ code: '123456', trustDevice: 'on' }).trustDevice).toBe(true);
    expect(signInCodeSchema.parse({ code: '123456' }).trustDevice).toBeUndefined();
  });
});

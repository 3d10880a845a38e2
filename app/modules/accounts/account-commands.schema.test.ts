import { describe, expect, test } from 'vitest';
import { MAX_IMAGE_BYTES } from '#app/modules/media/image-rules.ts';
import { authCommandSchema, UNKNOWN_ACTION } from './account.schema.ts';
import { SETTINGS_MESSAGES, settingsCommandSchema } from './settings.schema.ts';
import { twoFactorSetupSchema, twoFactorSignInSchema } from './two-factor.schema.ts';

/** The first Italian message of a refused parse (no message: it was accepted). */
const refusal = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('the accounts pages’ command unions', () => {
  test.each([
    ['/auth', authCommandSchema, 'intent', { intent: 'promote', email: 'a@example.com' }],
    ['/auth (no intent)', authCommandSchema, 'intent', { email: 'a@example.com', password: 'x' }],
    ['/auth/two-factor', twoFactorSignInSchema, 'method', { method: 'sms', code: '123456' }],
    ['/admin/two-factor', twoFactorSetupSchema, 'intent', { intent: 'enable-without-password' }],
    ['/settings', settingsCommandSchema, 'intent', { intent: 'promote', role: 'admin' }],
  ] as const)('%s: a command naming no form is refused, %s', (_page, schema, key, input) => {
    const result = schema.safeParse(input);
    expect(refusal(result)).toBe(UNKNOWN_ACTION);
    expect(result.error?.issues[0]?.path).toEqual([key]);
  });

  test('each /auth form keeps its own fields and messages', () => {
    expect(
      refusal(authCommandSchema.safeParse({ intent: 'login', email: 'luca@example.com', password: '' })),
    ).toBe('La password è richiesta');
    expect(refusal(authCommandSchema.safeParse({ intent: 'forgot-password', email: '  ' }))).toBe(
      'Inserisci la tua email per ricevere il link di reset',
    );
    const signUp = authCommandSchema.parse({
      intent: 'signup',
      firstName: ' Luca ',
      lastName: 'Verdi',
      email: 'Luca.Verdi@Example.com',
      password: 'Cuffie-Rosse-88',
      ethicalCommitment: 'on',
      termsAndConditions: 'on',
    });
    expect(signUp).toMatchObject({ intent: 'signup', firstName: 'Luca', email: 'luca.verdi@example.com' });
  });

  test('the code step reads each method with its own rule', () => {
    expect(twoFactorSignInSchema.parse({ method: 'totp', code: '123 456' })).toMatchObject({
      method: 'totp',
      code: '123456',
    });
    expect(twoFactorSignInSchema.parse({ method: 'recovery', code: 'AbC12dEf34' }).code).toBe('AbC12-dEf34');
    expect(refusal(twoFactorSignInSchema.safeParse({ method: 'recovery', code: '123456' }))).toBe(
      'Un codice di recupero ha 10 caratteri, per esempio AbC12-dEf34',
    );
  });

  test('settings: a picture must be there and within 5 MB', () => {
    const file = (bytes: number) => new File([new Uint8Array(bytes)], 'io.png', { type: 'image/png' });
    expect(refusal(settingsCommandSchema.safeParse({ intent: 'avatar' }))).toBe(
      SETTINGS_MESSAGES.avatarMissing,
    );
    expect(refusal(settingsCommandSchema.safeParse({ intent: 'avatar', avatar: file(0) }))).toBe(
      "Scegli un'immagine",
    );
    expect(
      refusal(settingsCommandSchema.safeParse({ intent: 'avatar', avatar: file(MAX_IMAGE_BYTES + 1) })),
    ).toBe("L'immagine supera i 5 MB");
    expect(settingsCommandSchema.safeParse({ intent: 'avatar', avatar: file(10) }).success).toBe(true);
  });

  test('settings: no ticked e-mail is an empty choice; a flood of kinds is refused', () => {
    expect(settingsCommandSchema.parse({ intent: 'notifications' })).toEqual({
      intent: 'notifications',
      enabled: [],
    });
    const flood = Array.from({ length: 50 }, (_, index) => `kind_${index}`);
    expect(settingsCommandSchema.safeParse({ intent: 'notifications', enabled: flood }).success).toBe(false);
    expect(refusal(settingsCommandSchema.safeParse({ intent: 'delete', confirmation: 'elimina' }))).toBe(
      'Scrivi ELIMINA per confermare',
    );
  });
});

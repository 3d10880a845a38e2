import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

const lastStepGiven = new Map<string, number>();

/**
 * A code an authenticator app would show for the key on the enrolment page (base32, spaces
 * allowed), computed with the helper the two-factor plugin itself verifies with. Like a person
 * waiting for the next code, it never gives the same time step twice for one key (the server
 * accepts each step once, decision 032): the current step, then the next one (still accepted), so
 * at most two codes per key every 30 seconds.
 */
export async function totpNow(secret: string): Promise<string> {
  const key = secret.replace(/\s/g, '');
  const counter = Math.floor(Date.now() / 30_000);
  const step = Math.max(counter, (lastStepGiven.get(key) ?? counter - 1) + 1);
  lastStepGiven.set(key, step);
  return createOTP(base32.decode(key)).hotp(step);
}

/** A six-digit code the plugin refuses now: none of the codes it accepts (the period before, now, after). */
export async function wrongTotp(secret: string): Promise<string> {
  const otp = createOTP(base32.decode(secret.replace(/\s/g, '')));
  const counter = Math.floor(Date.now() / 30_000);
  const accepted = new Set(await Promise.all([-2, -1, 0, 1, 2].map((step) => otp.hotp(counter + step))));
  for (let n = 0; ; n++) {
    const code = String((123456 + n * 7919) % 1_000_000).padStart(6, '0');
    if (!accepted.has(code)) return code;
  }
}

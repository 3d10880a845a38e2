import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { rateLimitWindows } from '#db/schema/index.ts';
import { db } from './db.server.ts';
import { consumeRateLimit, peekRateLimit, resetRateLimit } from './rate-limit.server.ts';

const rule = { max: 3, windowSeconds: 60 };

describe('rate limits', () => {
  test('allows up to max attempts per window, then says how long to wait', async () => {
    for (let i = 0; i < 3; i += 1) expect((await consumeRateLimit('t:a', rule)).allowed).toBe(true);
    const refused = await consumeRateLimit('t:a', rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await peekRateLimit('t:a', rule)).allowed).toBe(false);
    // Another key is independent.
    expect((await consumeRateLimit('t:b', rule)).allowed).toBe(true);
  });

  test('a new window starts after the old one ends; reset clears at once', async () => {
    for (let i = 0; i < 4; i += 1) await consumeRateLimit('t:c', rule);
    await db.execute(
      sql`update ${rateLimitWindows} set window_started_at = now() - interval '61 seconds' where key = 't:c'`,
    );
    expect((await peekRateLimit('t:c', rule)).allowed).toBe(true);
    expect((await consumeRateLimit('t:c', rule)).allowed).toBe(true);
    for (let i = 0; i < 3; i += 1) await consumeRateLimit('t:c', rule);
    await resetRateLimit('t:c');
    expect((await peekRateLimit('t:c', rule)).allowed).toBe(true);
  });

  test('concurrent attempts are all counted', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => consumeRateLimit('t:d', rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });
});

import { afterEach, describe, expect, test } from 'vitest';
import {
  databaseOutageScope,
  databaseUnavailable,
  isDatabaseUnreachable,
  noteDatabaseError,
  resetDatabaseOutage,
} from './database-outage.server.ts';
import { type DatabaseHandle, databaseHandle, installDatabase } from './db.server.ts';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
/** How Drizzle hands a driver's error on: its own error, the driver's as the cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

async function waitFor(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

afterEach(() => resetDatabaseOutage());

describe('the database unreachable', () => {
  test('is told from the errors that say so, whatever wraps them, and from no other', () => {
    for (const error of [
      refused(),
      wrapped(refused()),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      wrapped(new Error('timeout exceeded when trying to connect')),
    ])
      expect(isDatabaseUnreachable(error), String(error)).toBe(true);
    for (const error of [
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }),
      new Error('boom'),
      'ECONNREFUSED',
      null,
    ])
      expect(isDatabaseUnreachable(error), String(error)).toBe(false);
  });

  test('one such error while the database answers marks the request, not an outage', async () => {
    const scope = databaseOutageScope();
    expect(scope.run(() => noteDatabaseError(wrapped(refused())))).toBe(true);
    expect(scope.failed()).toBe(true);
    expect(noteDatabaseError(new Error('boom'))).toBe(false);
    // The confirming ping answers: no outage.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(databaseUnavailable()).toBe(false);
  });

  test('an outage is declared when a new connection fails too, and ends by itself when it works again', async () => {
    const real = databaseHandle();
    // A server where nothing listens.
    const gone: DatabaseHandle = {
      ...real,
      kind: 'postgres',
      connection: { kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/postgres' },
    };
    installDatabase(gone);
    try {
      noteDatabaseError(refused());
      await waitFor(databaseUnavailable);
    } finally {
      installDatabase(real);
    }
    // The probe, every second, finds the database again.
    await waitFor(() => !databaseUnavailable());
  });
});

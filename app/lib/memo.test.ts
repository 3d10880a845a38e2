import { afterEach, describe, expect, test, vi } from 'vitest';
import { keptFor } from './memo.server.ts';

afterEach(() => vi.useRealTimers());

describe('keptFor', () => {
  test('loads once within the window, again after it', async () => {
    vi.useFakeTimers({ now: 0 });
    let loads = 0;
    const read = keptFor(1000, async () => (loads += 1));
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    vi.setSystemTime(999);
    expect(await read()).toBe(1);
    vi.setSystemTime(1000);
    expect(await read()).toBe(2);
    expect(loads).toBe(2);
  });

  test('a failed load is not kept', async () => {
    let calls = 0;
    const read = keptFor(60_000, async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return 'ok';
    });
    await expect(read()).rejects.toThrow('database down');
    expect(await read()).toBe('ok');
  });
});

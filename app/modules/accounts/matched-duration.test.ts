import { describe, expect, test } from 'vitest';
import { MatchedDuration } from './matched-duration.server.ts';

/** A clock that only moves when told, and a wait that records what it was asked. */
function fakeClock() {
  let time = 1000;
  const waits: number[] = [];
  return {
    waits,
    advance: (ms: number) => {
      time += ms;
    },
    options: {
      now: () => time,
      wait: async (ms: number) => {
        waits.push(ms);
        time += ms;
      },
    },
  };
}

describe('MatchedDuration', () => {
  test('before any record, the quick branch waits for the initial duration', async () => {
    const clock = fakeClock();
    const timing = new MatchedDuration({ initialMs: 400, maxMs: 3000, discardFirst: 0, ...clock.options });
    const startedAt = timing.start();
    clock.advance(30);
    await timing.match(startedAt);
    expect(clock.waits).toEqual([370]);
  });

  test('the quick branch waits until a recorded real duration has passed', async () => {
    const clock = fakeClock();
    const picks: number[] = [];
    const timing = new MatchedDuration({
      initialMs: 400,
      maxMs: 3000,
      discardFirst: 0,
      ...clock.options,
      pick: (size) => {
        picks.push(size);
        return size - 1;
      },
    });
    for (const duration of [350, 520]) {
      const startedAt = timing.start();
      clock.advance(duration);
      timing.record(startedAt);
    }
    const startedAt = timing.start();
    clock.advance(100);
    await timing.match(startedAt);
    expect(picks).toEqual([2]);
    expect(clock.waits).toEqual([420]);
  });

  test('no wait when the quick branch already took longer; a stalled record counts as the cap', async () => {
    const clock = fakeClock();
    const timing = new MatchedDuration({
      initialMs: 400,
      maxMs: 1000,
      discardFirst: 0,
      ...clock.options,
      pick: () => 0,
    });
    let startedAt = timing.start();
    clock.advance(60_000);
    timing.record(startedAt);

    startedAt = timing.start();
    clock.advance(1200);
    await timing.match(startedAt);
    expect(clock.waits).toEqual([]);

    startedAt = timing.start();
    clock.advance(200);
    await timing.match(startedAt);
    expect(clock.waits).toEqual([800]);
  });

  test('only the most recent records are kept', async () => {
    const clock = fakeClock();
    const timing = new MatchedDuration({
      initialMs: 400,
      maxMs: 3000,
      size: 3,
      discardFirst: 0,
      ...clock.options,
      pick: () => 0,
    });
    for (const duration of [100, 200, 300, 400]) {
      const startedAt = timing.start();
      clock.advance(duration);
      timing.record(startedAt);
    }
    const startedAt = timing.start();
    await timing.match(startedAt);
    expect(clock.waits).toEqual([200]);
  });

  test("the first real answer (the process's set-up) is not a record", async () => {
    const clock = fakeClock();
    const timing = new MatchedDuration({ initialMs: 400, maxMs: 3000, ...clock.options, pick: () => 0 });
    for (const duration of [2500, 300]) {
      const startedAt = timing.start();
      clock.advance(duration);
      timing.record(startedAt);
    }
    await timing.match(timing.start());
    expect(clock.waits).toEqual([300]);
  });

  test('with the real clock, the quick branch really waits', async () => {
    const timing = new MatchedDuration({ initialMs: 30, maxMs: 1000 });
    const startedAt = timing.start();
    await timing.match(startedAt);
    // Timers may fire a millisecond or two early against performance.now().
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(25);
  });
});

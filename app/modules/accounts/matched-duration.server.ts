import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Makes a quick answer take as long as the slow one it stands in for, so the time it takes does
 * not tell them apart (a sign-up with a registered address, a reset request for an unknown one:
 * docs/decisions/009). The slow branch records how long it really took; the quick branch waits
 * until a duration drawn at random from the recent records has passed. Both then follow the same
 * distribution, and the real branch pays nothing. Per process, kept in memory.
 */
export type MatchedDurationOptions = {
  /** Stands in for the records until the first real answer. */
  initialMs: number;
  /** A record longer than this (a stalled request) counts as this. */
  maxMs: number;
  /**
   * Real answers not kept as records: the first ones of a process pay one-time set-up (the auth
   * library, the password dictionaries) that no later answer pays. Default 1.
   */
  discardFirst?: number;
  /** How many recent records are kept. Default 32. */
  size?: number;
  now?: () => number;
  wait?: (ms: number) => Promise<unknown>;
  pick?: (size: number) => number;
};

export class MatchedDuration {
  private readonly samples: number[] = [];
  private readonly initialMs: number;
  private readonly maxMs: number;
  private readonly size: number;
  private toDiscard: number;
  private readonly now: () => number;
  private readonly wait: (ms: number) => Promise<unknown>;
  private readonly pick: (size: number) => number;

  constructor(options: MatchedDurationOptions) {
    this.initialMs = options.initialMs;
    this.maxMs = options.maxMs;
    this.size = options.size ?? 32;
    this.toDiscard = options.discardFirst ?? 1;
    this.now = options.now ?? (() => performance.now());
    this.wait = options.wait ?? ((ms) => sleep(ms));
    this.pick = options.pick ?? ((size) => randomInt(size));
  }

  /** The moment to measure from: take it when the request starts. */
  start(): number {
    return this.now();
  }

  /** The slow branch finished: how long it took is a record. */
  record(startedAt: number): void {
    if (this.toDiscard > 0) {
      this.toDiscard -= 1;
      return;
    }
    this.samples.push(Math.min(Math.max(this.now() - startedAt, 0), this.maxMs));
    if (this.samples.length > this.size) this.samples.shift();
  }

  /** The quick branch finished: wait until a recorded duration has passed since `startedAt`. */
  async match(startedAt: number): Promise<void> {
    const pool = this.samples.length > 0 ? this.samples : [this.initialMs];
    const target = pool[this.pick(pool.length)]!;
    const remaining = startedAt + target - this.now();
    if (remaining > 0) await this.wait(remaining);
  }
}

/*
 * The process-level tests (`npm run test:processes`, `npm run test:faults`) are plain scripts: a
 * list of checks printed as they pass or fail, and what they started stopped at the end, whatever
 * happened.
 */

/** Seconds since `from` (a performance.now() reading), as the checks print them: "12.3 s". */
export const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

/** A line of detail under the current check. */
export const say = (line: string) => console.log(`    ${line}`);

/** Runs one check: its title, then "ok" or "FAILED" with its time; a failure is thrown on. */
export async function check<T>(title: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  console.log(`\n• ${title}`);
  try {
    const result = await fn();
    console.log(`  ok (${seconds(started)})`);
    return result;
  } catch (error) {
    console.log(`  FAILED (${seconds(started)})`);
    throw error;
  }
}

/** Something started that must be stopped or removed at the end. */
export type Cleanup = { title: string; run: () => unknown };

/** Runs and empties `cleanups`, the last added first; a failing one is reported, the rest still run. */
export async function runCleanups(cleanups: Cleanup[]): Promise<void> {
  for (const { title, run } of cleanups.splice(0).reverse()) {
    try {
      await run();
    } catch (error) {
      console.error(`cleanup of ${title} failed:`, error);
    }
  }
}

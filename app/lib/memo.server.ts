/**
 * A read kept for `ttlMs` in this process, for figures where a minute's delay is fine (the landing's
 * totals): every request after the first within the window gets the same promise, and a refresh
 * that fails is not kept. Each process keeps its own copy; nothing is shared or invalidated.
 */
export function keptFor<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let kept: { value: Promise<T>; until: number } | undefined;
  return () => {
    const now = Date.now();
    if (kept && kept.until > now) return kept.value;
    const value = load();
    const entry = { value, until: now + ttlMs };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return value;
  };
}

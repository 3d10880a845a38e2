// autocannon over a list of paths (scripts/bench/http.ts, suggest.ts). autocannon is a bench-only
// package (scripts/bench/deps, installed on demand by scripts/bench/ensure-deps.ts), so it is kept
// apart from harness.ts, which the fault checks of CI import.

import autocannon from 'autocannon';
import { percentile } from './stats.ts';

export type LoadFigures = { rps: number; p50: number; p95: number; p99: number; errors: number };

/** autocannon GETs over `paths` for `seconds`, latencies kept per response so p95 is exact. */
export async function loadPaths(
  url: string,
  paths: string[],
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadFigures> {
  const latencies: number[] = [];
  let errors = 0;
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url,
        connections: options.connections,
        pipelining: 1,
        duration: options.seconds,
        headers: { 'accept-encoding': 'gzip, br', ...options.headers },
        requests: paths.map((requestPath) => ({ method: 'GET', path: requestPath })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance!.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode >= 400) errors += 1;
  });
  const result = await finished;
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.total / options.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: errors + result.errors + result.non2xx,
  };
}

// WEB_CONCURRENCY above 1 (production, PostgreSQL): this process forks that many copies of the
// server with Node's cluster module and serves nothing itself. The workers share the port (the
// primary hands them connections in turn) and run exactly as separate processes on one database
// do (decision 022): sessions, rate limits, jobs and the mail outbox already hold across
// processes. The primary announces the address once every worker answers, replaces a worker that
// crashes after starting, stops everything if one fails while starting (bad configuration,
// database down), stops them all on SIGTERM/SIGINT, and gathers /metrics from all of them.
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { type ClusterMessage, isClusterMessage } from './cluster-messages.ts';

/** More crashes than this within CRASH_WINDOW_MS and the whole server stops instead of looping. */
const MAX_CRASHES = 5;
const CRASH_WINDOW_MS = 60_000;

export function runPrimary(workers: number): void {
  const ready = new Set<number>();
  const crashes: number[] = [];
  let announced = false;
  let stopping = false;
  let exitCode = 0;
  const aggregator = new AggregatorRegistry();

  const send = (worker: Worker, message: ClusterMessage) => {
    if (worker.isConnected()) worker.send(message);
  };

  const stop = (code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {});
    if (running.length === 0) process.exit(exitCode);
    for (const worker of running) if (worker) send(worker, { type: 'provato:stop' });
  };

  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (!isClusterMessage(message)) return;
      if (message.type === 'provato:ready') {
        // Started after the stop was asked (it was still starting then): asked again.
        if (stopping) send(worker, { type: 'provato:stop' });
        ready.add(worker.id);
        if (!announced && !stopping && ready.size === workers) {
          announced = true;
          console.log(
            ['', `Provato è pronto: ${message.url} (${workers} processi)`, ...message.notes, ''].join('\n'),
          );
        }
      } else if (message.type === 'provato:metrics-request') {
        // prom-client asks every worker for its process registry and sums them.
        aggregator.clusterMetrics().then(
          (text) => send(worker, { type: 'provato:metrics', id: message.id, text }),
          (error: unknown) => send(worker, { type: 'provato:metrics', id: message.id, error: String(error) }),
        );
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const wasReady = ready.delete(worker.id);
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `exit ${code}`;
    if (!wasReady) {
      console.error(`A server process stopped while starting (${how}): stopping Provato.`);
      stop(1);
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes[0]! < now - CRASH_WINDOW_MS) crashes.shift();
    if (crashes.length > MAX_CRASHES) {
      console.error(`${crashes.length} server processes crashed within a minute: stopping Provato.`);
      stop(1);
      return;
    }
    console.error(`A server process ended (${how}): starting another.`);
    fork();
  });

  let signals = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }
    console.log(`\n${signal}: stopping Provato…`);
    stop(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  for (let index = 0; index < workers; index += 1) fork();
}

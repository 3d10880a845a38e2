import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/*
 * The production server as a process of a test's own (`node [serve's flags] server/main.ts`): the
 * journeys' extra servers and the benchmarks (tests/e2e/spawn-server.ts), the two-process test
 * (tests/processes) and the fault injection (tests/faults) all start it here.
 */

/**
 * The Node flags production runs with: those of package.json's `serve` script (`npm start` uses the
 * same), so tests and benchmarks measure the process people get.
 */
export const SERVER_NODE_FLAGS: string[] = (() => {
  const packageJson = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8'),
  ) as {
    scripts: Record<string, string>;
  };
  const match = /^node((?: --[\w-]+(?:=\S+)?)*) server\/main\.ts$/.exec(packageJson.scripts.serve!);
  if (!match || !packageJson.scripts.start!.endsWith(` && ${match[0]}`))
    throw new Error(
      'package.json "serve" must be `node [flags] server/main.ts`, and "start" must end with it',
    );
  return match[1]!.trim().split(' ').filter(Boolean);
})();

/**
 * `node scripts/prepare-demo.ts` with the environment a server is about to get (decision 044: the
 * server does not seed; `npm start` runs the script before it): migrates and loads the demo data
 * unless SEED_DEMO is 'false' (nothing is started then). Resolves with what it printed and how
 * long it took; rejects with its output when it fails.
 */
export async function prepareDemo(env: Record<string, string>): Promise<{ output: string; ms: number }> {
  const merged = { ...process.env, ...env };
  if (merged.SEED_DEMO === 'false') return { output: '', ms: 0 };
  const begin = performance.now();
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(import.meta.dirname, '../../scripts/prepare-demo.ts')],
      { env: merged, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`scripts/prepare-demo.ts failed: ${error.message}\n${stdout}${stderr}`))
          : resolve(stdout + stderr),
    );
  });
  return { output, ms: Math.round(performance.now() - begin) };
}

/**
 * A port nothing listens on now, from the system: a fixed port can be taken by anything else on
 * the machine (another run's mail catcher once answered a journey's readiness probe and hung it).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A server of our own, started from the production build with its own environment. */
export type SpawnedServer = { child: ChildProcess; output: () => string; ms: number };

/**
 * Starts the production server and hands it back at once (without the demo data: run prepareDemo
 * first where the server should have it, as spawnServer does), so whoever started it can always stop
 * it; `ready` resolves when `readyUrl` answers 200 and rejects if the process ends first, by exit
 * code or by a signal (a server killed from outside is reported at once, not after the time limit),
 * or when `timeoutMs` passes (the process is left running: stop it).
 *
 * The server inherits this process's environment less the variables `dropInherited` names (HOST
 * by default: a server binds where `env` says), then `env`, then PORT. `launcher` runs it through
 * another command that ends by executing it, e.g. `['prlimit', '--fsize=65536', '--']`.
 */
export function startServerProcess(
  env: Record<string, string>,
  options: {
    port: number;
    readyUrl: string;
    timeoutMs?: number;
    dropInherited?: RegExp;
    launcher?: string[];
  },
): { server: SpawnedServer; ready: Promise<void> } {
  const begin = performance.now();
  let output = '';
  const inherited = { ...process.env };
  const dropped = options.dropInherited ?? /^HOST$/;
  for (const name of Object.keys(inherited)) if (dropped.test(name)) delete inherited[name];
  const command = [...(options.launcher ?? []), process.execPath, ...SERVER_NODE_FLAGS, 'server/main.ts'];
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...inherited, ...env, PORT: String(options.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const server: SpawnedServer = { child, output: () => output, ms: 0 };
  const ended = () =>
    child.exitCode !== null || child.signalCode !== null
      ? `exit ${child.exitCode ?? child.signalCode}`
      : undefined;

  const ready = (async () => {
    const deadline = Date.now() + (options.timeoutMs ?? 90_000);
    while (Date.now() < deadline) {
      const end = ended();
      if (end) throw new Error(`server on port ${options.port} ended before answering (${end}):\n${output}`);
      try {
        // Bounded: a connection that is accepted and never answered must not outlast the deadline.
        const response = await fetch(options.readyUrl, { signal: AbortSignal.timeout(5_000) });
        if (response.ok) {
          server.ms = Math.round(performance.now() - begin);
          return;
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`server on port ${options.port} did not answer in time:\n${output}`);
  })();
  return { server, ready };
}

/** SIGTERM, then the exit code (or the signal that ended it), waiting at most `timeoutMs`. */
export async function stopServerProcess(server: SpawnedServer, timeoutMs = 30_000): Promise<string> {
  const { child } = server;
  const outcome = () => String(child.exitCode ?? child.signalCode);
  if (child.exitCode !== null || child.signalCode !== null) return `already ended (${outcome()})`;
  const exited = new Promise<string>((resolve) => child.once('exit', () => resolve(outcome())));
  child.kill('SIGTERM');
  const result = await Promise.race([
    exited,
    new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref()),
  ]);
  if (result === 'timeout') child.kill('SIGKILL');
  return result;
}

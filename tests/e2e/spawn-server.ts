import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

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

/** A server of our own, started from the production build with its own environment. */
export type SpawnedServer = { child: ChildProcess; output: () => string; ms: number };

/**
 * Starts `node server/main.ts` with `env` (HOST stays unset unless `env` gives one) and waits until
 * `readyUrl` answers 200.
 */
export async function spawnServer(
  env: Record<string, string>,
  options: { port: number; readyUrl?: string },
): Promise<SpawnedServer> {
  const begin = performance.now();
  let output = '';
  const inherited = { ...process.env };
  delete inherited.HOST;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/main.ts'], {
    env: { ...inherited, ...env, PORT: String(options.port), LOG_LEVEL: env.LOG_LEVEL ?? 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const readyUrl = options.readyUrl ?? `http://127.0.0.1:${options.port}/`;
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited early (${child.exitCode ?? child.signalCode}):\n${output}`);
    try {
      const response = await fetch(readyUrl);
      if (response.ok) return { child, output: () => output, ms: Math.round(performance.now() - begin) };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer in time:\n${output}`);
}

/** SIGTERM, then the exit code once it has stopped. */
export async function stopServer(server: SpawnedServer): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.child.exitCode;
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  return exited;
}

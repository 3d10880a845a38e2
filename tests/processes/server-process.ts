import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS, type SpawnedServer } from '#tests/e2e/spawn-server.ts';

/**
 * Starts the production server (`node [serve's flags] server/main.ts`, as spawnServer does) and
 * hands it back at once, so whoever started it can always stop it; `ready` resolves when
 * `readyUrl` answers 200 and rejects if the process ends first, by exit code or by a signal (a
 * server killed from outside is reported at once, not after the time limit).
 */
export function startServerProcess(
  env: Record<string, string>,
  options: { port: number; readyUrl: string; timeoutMs?: number },
): { server: SpawnedServer; ready: Promise<void> } {
  const begin = performance.now();
  let output = '';
  const inherited = { ...process.env };
  delete inherited.HOST;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/main.ts'], {
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
        const response = await fetch(options.readyUrl);
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

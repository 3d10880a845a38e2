import { prepareDemo, type SpawnedServer, startServerProcess } from '../support/server-process.ts';

export { freePort, SERVER_NODE_FLAGS, type SpawnedServer } from '../support/server-process.ts';

/**
 * Loads the demo data as `npm start` does (scripts/prepare-demo.ts, unless `env` sets SEED_DEMO to
 * 'false'), then starts `node server/main.ts` with `env` (HOST stays unset unless `env` gives one; LOG_LEVEL is
 * `info` unless `env` gives one) and waits until `readyUrl` answers 200 (at most 150 s; a server
 * that does not answer by then is killed).
 */
export async function spawnServer(
  env: Record<string, string>,
  options: { port: number; readyUrl?: string },
): Promise<SpawnedServer> {
  // The seed's lines and time count as the server's: a first start is both (as with `npm start`).
  const serverEnv = { ...env, LOG_LEVEL: env.LOG_LEVEL ?? 'info' };
  const prepared = await prepareDemo({ ...serverEnv, PORT: String(options.port) });
  const { server, ready } = startServerProcess(serverEnv, {
    port: options.port,
    readyUrl: options.readyUrl ?? `http://127.0.0.1:${options.port}/`,
    timeoutMs: 150_000,
  });
  try {
    await ready;
  } catch (error) {
    server.child.kill('SIGKILL');
    throw error;
  }
  return { ...server, output: () => prepared.output + server.output(), ms: server.ms + prepared.ms };
}

/** SIGTERM, then the exit code once it has stopped. */
export async function stopServer(server: SpawnedServer): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.child.exitCode;
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  return exited;
}

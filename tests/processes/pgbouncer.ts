import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const BINARIES = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer', '/usr/local/bin/pgbouncer'];

export function findPgBouncer(): string | undefined {
  return BINARIES.find((binary) => existsSync(binary));
}

export type RunningPgBouncer = {
  /** `upstream` with the host and port of the bouncer. */
  url: string;
  output: () => string;
  stop(): Promise<void>;
};

/**
 * Starts PgBouncer in `pool_mode = transaction` on `port` in front of `upstream` (one database),
 * with its own ini and user list in a temporary folder, and waits until it answers. Fewer server
 * connections than the apps open (`poolSize`), so their connections really are shared between
 * transactions. PgBouncer refuses to run as root: as root it switches to the `postgres` user.
 */
export async function startPgBouncer(options: {
  upstream: string;
  port: number;
  poolSize?: number;
}): Promise<RunningPgBouncer> {
  const binary = findPgBouncer();
  if (!binary) throw new Error('pgbouncer is not installed (Debian: apt-get install -y pgbouncer)');
  const upstream = new URL(options.upstream);
  const database = upstream.pathname.slice(1);
  const user = decodeURIComponent(upstream.username);
  const password = decodeURIComponent(upstream.password);
  const dir = mkdtempSync(path.join(tmpdir(), 'provato-pgbouncer-'));
  chmodSync(dir, 0o755);
  const ini = path.join(dir, 'pgbouncer.ini');
  const userlist = path.join(dir, 'userlist.txt');
  writeFileSync(userlist, `"${user}" "${password}"\n`, { mode: 0o644 });
  writeFileSync(
    ini,
    [
      '[databases]',
      `${database} = host=${upstream.hostname} port=${upstream.port || 5432} dbname=${database} user=${user} password=${password}`,
      '',
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${options.port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${userlist}`,
      'pool_mode = transaction',
      `default_pool_size = ${options.poolSize ?? 8}`,
      'max_client_conn = 200',
      'ignore_startup_parameters = extra_float_digits',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );

  let output = '';
  const args = process.getuid?.() === 0 ? ['-u', 'postgres', ini] : [ini];
  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));

  const url = new URL(options.upstream);
  url.hostname = '127.0.0.1';
  url.port = String(options.port);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`pgbouncer exited early:\n${output}`);
    }
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`pgbouncer did not answer:\n${output}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url: url.toString(), output: () => output, stop };
}

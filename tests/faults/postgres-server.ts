import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/*
 * A PostgreSQL server of the test's own (never the shared one on 5432): its own data folder from
 * initdb, on its own port, stopped and started at will. Debian's binaries; as root, run as the
 * `postgres` user (PostgreSQL refuses root).
 */

function binaries(): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!version) throw new Error('PostgreSQL binaries not found (Debian: apt-get install -y postgresql)');
  return path.join(root, version, 'bin');
}

export type OwnPostgres = {
  url: string;
  /** `pg_ctl stop -m fast`: sessions are ended at once, as in a restart or a failover. */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): void;
};

export async function startOwnPostgres(port: number): Promise<OwnPostgres> {
  const bin = binaries();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'provato-faults-pg-'));
  const data = path.join(dir, 'data');
  chmodSync(dir, 0o755);
  if (asRoot) {
    const { uid, gid } = idsOf('postgres');
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const [file, list] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    const result = spawnSync(file, list, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0)
      throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  };
  // Asynchronous, so the test's own requests keep flowing while PostgreSQL stops and starts.
  const runAsync = async (command: string, args: string[]) => {
    const [file, list] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    await promisify(execFile)(file, list, { cwd: dir });
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=60',
  ].join(' ');
  const start = () =>
    runAsync('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', 'start']);
  const stop = () => runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.end();
  return {
    url,
    start,
    stop,
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function idsOf(user: string): { uid: number; gid: number } {
  const result = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`no user ${user}`);
  return { uid: Number(result.stdout.trim()), gid: Number(group.stdout.trim()) };
}

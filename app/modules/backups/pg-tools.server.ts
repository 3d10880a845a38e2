import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * PostgreSQL's client tools (pg_dump, pg_restore). PG_BIN_DIR names their folder; otherwise the
 * PATH, then Debian's newest /usr/lib/postgresql/<major>/bin. pg_dump must be at least the
 * server's major version: it refuses a newer server.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  if (process.env.PG_BIN_DIR) return path.join(process.env.PG_BIN_DIR, name);
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const majors = readdirSync(debian)
      .filter((entry) => /^\d+$/.test(entry))
      .sort((a, b) => Number(b) - Number(a));
    for (const major of majors) {
      const candidate = path.join(debian, major, 'bin', name);
      if (existsSync(candidate)) return candidate;
    }
  }
  throw new Error(
    `${name} was not found: install PostgreSQL's client tools (Debian: postgresql-client) or set PG_BIN_DIR.`,
  );
}

/**
 * The connection for a child tool: the URL without its password (a command line is visible to
 * every user of the machine), the password in PGPASSWORD.
 */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/**
 * Starts a tool: `done` settles at its end (a non-zero exit rejects with what it wrote on
 * stderr); `stop` ends it early, when what runs beside it failed.
 */
export function startTool(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): { done: Promise<void>; stop(): void } {
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const done = new Promise<void>((resolve, reject) => {
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      if (stderr.length < 20_000) stderr += text;
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(new Error(`${path.basename(command)} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
    });
  });
  return { done, stop: () => child.kill() };
}

/** Runs a tool to its end; a non-zero exit throws with what it wrote on stderr. */
export function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return startTool(command, args, env).done;
}

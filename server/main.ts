// The process entry: `node server/main.ts` serves the production build, `--dev` runs Vite in
// middleware mode with hot reload. Everything else (config, database, Express) lives in
// server/app.ts, which is loaded once, from the bundle or through Vite.
import cluster from 'node:cluster';
import type * as App from './app.ts';
import type { RunningServer, StartOptions } from './app.ts';
import { isClusterMessage } from './cluster-messages.ts';

const dev = process.argv.includes('--dev');
// Stack traces in logs point at the sources, not the bundle.
process.setSourceMapsEnabled(true);

if (!dev) {
  // The production build always renders with React's production build. Which environment this
  // deployment is (and so whether production variables are required) stays what the process was
  // started with: config reads APP_ENV first.
  process.env.APP_ENV ??= process.env.NODE_ENV ?? 'development';
  process.env.NODE_ENV = 'production';
}

async function boot(): Promise<RunningServer> {
  if (!dev) {
    // A variable specifier: the bundle exists only after `npm run build`.
    const bundlePath = '../build/server/index.js';
    const bundle = (await import(bundlePath)) as typeof App;
    return bundle.startServer();
  }
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  const bundle = (await vite.ssrLoadModule('/server/app.ts')) as typeof App;
  const options: StartOptions = {
    dev: {
      middlewares: vite.middlewares,
      loadBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as never,
    },
  };
  const running = await bundle.startServer(options);
  return {
    ...running,
    async stop() {
      await running.stop();
      await vite.close();
    },
  };
}

/** WEB_CONCURRENCY: how many server processes share the port (production on PostgreSQL only). */
function webConcurrency(): number {
  const raw = process.env.WEB_CONCURRENCY?.trim();
  if (dev || !raw) return 1;
  const count = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(count >= 1 && count <= 32)) {
    throw Object.assign(new Error('WEB_CONCURRENCY must be a whole number from 1 to 32.'), {
      name: 'ConfigError',
    });
  }
  if (count > 1 && !process.env.DATABASE_URL) {
    throw Object.assign(
      new Error('WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database serves one process.'),
      { name: 'ConfigError' },
    );
  }
  return count;
}

async function serve(): Promise<void> {
  // A worker asked to stop while it is still starting (its primary stopping, or gone) stops as
  // soon as it has started: the request is kept until then, not lost.
  let requested: string | undefined;
  let shutdown = (reason: string) => {
    requested ??= reason;
  };
  if (cluster.isWorker) {
    process.on('message', (message: unknown) => {
      if (isClusterMessage(message) && message.type === 'provato:stop') shutdown('stop');
    });
    process.on('disconnect', () => shutdown('disconnect'));
  }
  const running = await boot();
  if (cluster.isWorker) {
    process.send!({ type: 'provato:ready', url: running.url, notes: running.notes });
  } else {
    console.log(['', `Provato è pronto: ${running.url}`, ...running.notes, ''].join('\n'));
  }
  let signals = 0;
  let stopping = false;
  // Once, however many requests arrive (Ctrl-C in a terminal signals the workers too).
  shutdown = (reason: string) => {
    if (stopping) return;
    stopping = true;
    if (!cluster.isWorker) console.log(`\n${reason}: stopping Provato…`);
    // Every step of the stop is bounded; one that hangs anyway (a job holding a database
    // connection past its signal) must not keep the process from ending.
    setTimeout(() => {
      console.error(`Provato did not stop within ${running.stopBudgetMs} ms: exiting.`);
      process.exit(1);
    }, running.stopBudgetMs).unref();
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  // A second signal (Ctrl-C twice) ends the process at once. Only signals count: a worker asked
  // by its primary, then signalled with the whole process group, still stops gracefully.
  const onSignal = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) process.exit(1);
    shutdown(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  if (requested) shutdown(requested);
}

try {
  const processes = webConcurrency();
  if (processes > 1 && cluster.isPrimary) {
    const { runPrimary } = await import('./cluster-primary.ts');
    runPrimary(processes);
  } else {
    await serve();
  }
} catch (error) {
  console.error(error instanceof Error && error.name === 'ConfigError' ? error.message : error);
  process.exit(1);
}

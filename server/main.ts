// The process entry: `node server/main.ts` serves the production build, `--dev` runs Vite in
// middleware mode with hot reload. Everything else (config, database, Express) lives in
// server/app.ts, which is loaded once, from the bundle or through Vite.
import type * as App from './app.ts';
import type { RunningServer, StartOptions } from './app.ts';

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

try {
  const running = await boot();
  console.log(['', `Provato è pronto: ${running.url}`, ...running.notes, ''].join('\n'));
  let signals = 0;
  const shutdown = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) process.exit(1);
    console.log(`\n${signal}: stopping Provato…`);
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof Error && error.name === 'ConfigError' ? error.message : error);
  process.exit(1);
}

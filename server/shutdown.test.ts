import type { Server } from 'node:http';
import { Agent, request } from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { type HttpDrain, httpDrain } from './shutdown.ts';

type Answer = { status: number; connection: string | undefined; body: string };

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** An app behind the drain: /healthz, /fast, and /slow, which answers when `release` is called. */
async function start(): Promise<{ drain: HttpDrain; port: number; release: () => void }> {
  const drain = httpDrain();
  const app = express();
  app.use(drain.middleware);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/fast', (_req, res) => void res.send('fast'));
  app.get('/slow', (_req, res) => void held.then(() => res.send('slow')));
  const listening = await new Promise<Server>((resolve) => {
    const created = app.listen(0, '127.0.0.1', () => resolve(created));
    drain.attach(created);
  });
  server = listening;
  const address = listening.address();
  return { drain, port: typeof address === 'object' && address ? address.port : 0, release };
}

function get(port: number, path: string, agent: Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, agent }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, connection: incoming.headers.connection, body }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: NodeJS.ErrnoException) => error.code,
  );

describe('httpDrain', () => {
  it('while draining: /healthz 503, every answer closes its connection, kept-alive ones stay open', async () => {
    const { drain, port } = await start();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await get(port, '/healthz', agent)).toMatchObject({ status: 200, connection: 'keep-alive' });
    const idle = agent.freeSockets[Object.keys(agent.freeSockets)[0]!]![0]!;

    const closed = new Promise((resolve) => idle.once('close', resolve));

    drain.begin();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(idle.destroyed).toBe(false);
    expect(drain.draining).toBe(true);
    expect(await get(port, '/healthz', agent)).toMatchObject({ status: 503, connection: 'close' });
    await closed;
    expect(await get(port, '/fast', agent)).toMatchObject({ status: 200, connection: 'close', body: 'fast' });
    agent.destroy();
  });

  it('close: kept-alive connections are closed as they fall idle', async () => {
    const { drain, port, release } = await start();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    await get(port, '/fast', agent);
    const idle = agent.freeSockets[Object.keys(agent.freeSockets)[0]!]![0]!;
    const idleClosed = new Promise((resolve) => idle.once('close', resolve));
    const slow = get(port, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = drain.close(5_000);
    await idleClosed;
    release();
    expect(await slow).toMatchObject({ status: 200, connection: 'close', body: 'slow' });
    expect(await closing).toEqual({ forced: 0 });
    agent.destroy();
  });

  it('close: answers what is in flight, refuses new connections, then resolves', async () => {
    const { drain, port, release } = await start();
    const slow = get(port, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    let closed = false;
    const closing = drain.close(5_000).then((outcome) => ((closed = true), outcome));
    expect(await errorCode(get(port, '/fast'))).toBe('ECONNREFUSED');
    expect(closed).toBe(false);
    release();
    expect(await slow).toMatchObject({ status: 200, body: 'slow' });
    expect(await closing).toEqual({ forced: 0 });
  });

  it('close: a request past the time limit is cut, and the close still resolves', async () => {
    const { drain, port } = await start();
    const slow = errorCode(get(port, '/slow'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    expect(await drain.close(1_000)).toEqual({ forced: 1 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(await slow).toBe('ECONNRESET');
  });
});

// The pieces of the rolling-restart check in two-processes.ts (decision 035): a small load
// balancer in front of the server processes, and steady traffic through it.
import { Agent, createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';

export type Backend = { name: string; origin: string };

export type Balancer = {
  url: string;
  /** Requests each backend answered (at least the status line). */
  answered: Record<string, number>;
  /** Answers that closed their connection (`Connection: close`: the backend was draining). */
  closing: Record<string, number>;
  /** Requests sent again to the other backend after a refused connection. */
  retried: number;
  /** What went wrong between the balancer and a backend; each one is a 502 or a cut answer. */
  failures: string[];
  /** Resolves when the balancer's health checks see `name` as `healthy`. */
  waitFor(name: string, healthy: boolean, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
};

/** Hop-by-hop headers: a proxy does not forward them. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/**
 * Round robin over the backends its health checks (GET `healthPath` every `intervalMs`, fresh
 * connection, 200 = in) see as healthy, all of them when none is. Kept-alive connections to the
 * backends, as Caddy's and most balancers' pools. A request is sent to the next backend only when
 * the connection was refused, before any byte of it left (nginx's `proxy_next_upstream error` for
 * a request not yet sent): any other failure is a 502, counted in `failures`.
 */
export async function startBalancer(
  backends: Backend[],
  options: { healthPath: string; intervalMs: number },
): Promise<Balancer> {
  const healthy = new Map(backends.map((backend) => [backend.name, true]));
  const answered: Record<string, number> = Object.fromEntries(backends.map((backend) => [backend.name, 0]));
  const closing: Record<string, number> = Object.fromEntries(backends.map((backend) => [backend.name, 0]));
  const failures: string[] = [];
  // Node's agent honours the backend's Keep-Alive timeout hint only below its own timeout.
  const agent = new Agent({ keepAlive: true, maxSockets: 32, timeout: 30_000 });
  let turn = 0;
  let stopped = false;
  const balancer = { retried: 0 };

  const check = (backend: Backend) =>
    new Promise<boolean>((resolve) => {
      const probe = request(
        new URL(options.healthPath, backend.origin),
        { agent: false, timeout: 2_000 },
        (incoming) => {
          incoming.resume();
          incoming.on('end', () => resolve(incoming.statusCode === 200));
          incoming.on('error', () => resolve(false));
        },
      );
      probe.on('timeout', () => probe.destroy(new Error('health check timed out')));
      probe.on('error', () => resolve(false));
      probe.end();
    });
  const checking = (async () => {
    while (!stopped) {
      const states = await Promise.all(backends.map(check));
      backends.forEach((backend, index) => healthy.set(backend.name, states[index]!));
      await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
    }
  })();

  const order = (): Backend[] => {
    turn += 1;
    const rotated = backends.map((_, index) => backends[(turn + index) % backends.length]!);
    const up = rotated.filter((backend) => healthy.get(backend.name));
    return [...up, ...rotated.filter((backend) => !healthy.get(backend.name))];
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const candidates = order();
      const attempt = (index: number) => {
        const backend = candidates[index]!;
        const where = `${backend.name} ${req.method} ${req.url}`;
        const upstream = request(
          new URL(req.url!, backend.origin),
          { method: req.method, headers: forwardable(req.headers), agent },
          (incoming) => {
            answered[backend.name]! += 1;
            if (incoming.headers.connection === 'close') closing[backend.name]! += 1;
            res.writeHead(incoming.statusCode ?? 502, forwardable(incoming.headers));
            incoming.pipe(res);
            incoming.on('error', (error: NodeJS.ErrnoException) => {
              failures.push(`${where}: answer cut (${error.code ?? error.message})`);
              res.destroy();
            });
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' && index + 1 < candidates.length) {
            balancer.retried += 1;
            attempt(index + 1);
            return;
          }
          failures.push(`${where}: ${error.code ?? error.message}`);
          if (res.headersSent) res.destroy();
          else res.writeHead(502, { 'Content-Type': 'text/plain' }).end('bad gateway');
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return Object.assign(balancer, {
    url: `http://127.0.0.1:${port}`,
    answered,
    closing,
    failures,
    async waitFor(name: string, wanted: boolean, timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      while (healthy.get(name) !== wanted) {
        if (Date.now() > deadline)
          throw new Error(
            `the balancer did not see ${name} ${wanted ? 'healthy' : 'out'} in ${timeoutMs} ms`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      if (stopped) return;
      stopped = true;
      await checking;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  });
}

export type TrafficRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The status that counts as answered; anything else is a failure. */
  expect: number;
};

export type Traffic = {
  /** Requests answered with the expected status, by label. */
  answered: Record<string, number>;
  /** Unexpected statuses, resets, errors. */
  failures: string[];
  /** Stops the loops after the requests in flight and resolves when they are answered. */
  stop(): Promise<void>;
};

/**
 * `loops` clients, each sending `next(loop)` through one kept-alive connection after the other
 * with a `pauseMs` pause; `onAnswer` sees each expected answer's body.
 */
export function startTraffic(
  url: string,
  options: {
    loops: number;
    pauseMs: number;
    next: (loop: number) => TrafficRequest & { label: string };
    onAnswer?: (label: string, body: string) => void;
  },
): Traffic {
  const agent = new Agent({ keepAlive: true, maxSockets: options.loops, timeout: 30_000 });
  const answered: Record<string, number> = {};
  const failures: string[] = [];
  let stopped = false;

  const send = (spec: TrafficRequest) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const headers = { ...spec.headers };
      if (spec.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(spec.body));
      const outgoing = request(
        new URL(spec.path, url),
        { method: spec.method, headers, agent },
        (incoming) => {
          let body = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (chunk: string) => (body += chunk));
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(spec.body);
    });

  const loops = Array.from({ length: options.loops }, async (_, loop) => {
    while (!stopped) {
      const spec = options.next(loop);
      try {
        const { status, body } = await send(spec);
        if (status === spec.expect) {
          answered[spec.label] = (answered[spec.label] ?? 0) + 1;
          options.onAnswer?.(spec.label, body);
        } else {
          failures.push(`${spec.method} ${spec.path}: ${status} ${body.slice(0, 200)}`);
        }
      } catch (error) {
        failures.push(
          `${spec.method} ${spec.path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  });

  return {
    answered,
    failures,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}

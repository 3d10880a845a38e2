// How a server process lets go of HTTP on SIGTERM (docs/decisions/035-graceful-shutdown.md):
// first it says so (/healthz 503, every response closes its connection) while still answering,
// then it stops accepting and waits, bounded, for the requests in flight.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';

export type HttpDrain = {
  /** True from `begin()` on. */
  readonly draining: boolean;
  /**
   * Before the app's other middleware: while draining, /healthz answers 503 (a load balancer
   * stops sending here) and every response carries `Connection: close` (a client on a kept-alive
   * connection opens its next one elsewhere).
   */
  middleware: RequestHandler;
  /** The server whose connections this drain ends; once, as it starts listening. */
  attach(server: Server): void;
  /**
   * Starts draining. Kept-alive connections stay open meanwhile: the load balancer may be sending
   * on one right now (closing it under that request is a reset, a lost write); each closes after
   * its next answer.
   */
  begin(): void;
  /**
   * Stops accepting connections, closes the kept-alive ones as they fall idle, and resolves once
   * the requests in flight are answered, or after `timeoutMs`, when the connections still open
   * are cut. `forced`: how many were cut.
   */
  close(timeoutMs: number): Promise<{ forced: number }>;
};

export function httpDrain(): HttpDrain {
  let draining = false;
  let attached: Server | undefined;
  const open = new Set<Socket>();
  return {
    get draining() {
      return draining;
    },
    middleware(req, res, next) {
      if (!draining) return next();
      res.setHeader('Connection', 'close');
      if (req.path === '/healthz') {
        res.status(503).set('Cache-Control', 'no-store').json({ status: 'draining' });
        return;
      }
      next();
    },
    attach(target) {
      attached = target;
      target.on('connection', (socket: Socket) => {
        open.add(socket);
        socket.once('close', () => open.delete(socket));
      });
    },
    begin() {
      draining = true;
    },
    close(timeoutMs) {
      draining = true;
      const target = attached;
      if (!target) throw new Error('httpDrain: no server attached');
      return new Promise((resolve) => {
        let forced = 0;
        const timer = setTimeout(() => {
          forced = open.size;
          target.closeAllConnections();
        }, timeoutMs);
        timer.unref();
        // A response whose headers left before the drain began keeps its connection alive: it is
        // closed once idle, not after the keep-alive timeout (5 s).
        const sweeper = setInterval(() => target.closeIdleConnections(), 50);
        sweeper.unref();
        target.close(() => {
          clearTimeout(timer);
          clearInterval(sweeper);
          resolve({ forced });
        });
        target.closeIdleConnections();
      });
    },
  };
}

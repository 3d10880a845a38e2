import type { RequestHandler } from 'express';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseOutageScope,
  databaseUnavailable,
} from '#app/lib/database-outage.server.ts';

/**
 * A request that failed because the database could not be reached is answered 503 with
 * Retry-After, not 500 (decision 036): the page or API error itself is React Router's, only its
 * status changes on the way out. Requests arriving once the outage is known never get that far
 * (the root middleware answers them 503 at once); every such 503 gets its Retry-After here.
 */
export function databaseOutageStatus(): RequestHandler {
  return (_req, res, next) => {
    const scope = databaseOutageScope();
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, statusCode: number, ...rest: unknown[]) {
      if (statusCode === 500 && scope.failed()) {
        statusCode = 503;
        this.statusCode = 503;
      }
      // The root middleware's 503 during an outage, too (React Router keeps a thrown answer's status only).
      if (statusCode === 503 && !this.hasHeader('Retry-After') && (scope.failed() || databaseUnavailable()))
        this.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return (writeHead as (...args: unknown[]) => typeof res).call(this, statusCode, ...rest);
    } as typeof res.writeHead;
    scope.run(next);
  };
}

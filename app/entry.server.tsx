import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router';
import { noteDatabaseError } from './lib/database-outage.server.ts';
import { logger } from './lib/logger.server.ts';
import { cspNonceContext, requestIdContext } from './lib/request-context.ts';

export const streamTimeout = 5_000;

/**
 * React Router's Node entry, plus the CSP nonce on every script React Router and React emit,
 * and streaming errors logged with the request id.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext) || undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // No route defers data, so the whole document is ready as soon as the shell is: it is sent as
    // one buffer. Streamed, React's 2 KB chunks each cost a compression call and a socket write
    // (a quarter of a page's server time under load). A route that comes to defer data should
    // stream again (onShellReady) for people and keep onAllReady for crawlers.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(
          new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }),
        );
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) {
            logger().error({ err: error, reqId: loadContext.get(requestIdContext) }, 'render failed');
          }
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // The database unreachable: the answer becomes a 503 (server/database-outage.ts), a warning.
  if (noteDatabaseError(error)) {
    logger().warn(
      { err: error, reqId: context.get(requestIdContext), url: request.url },
      'database unreachable',
    );
    return;
  }
  logger().error({ err: error, reqId: context.get(requestIdContext), url: request.url }, 'route error');
};

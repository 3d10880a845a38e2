import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * An async request handler for `node:http`'s createServer, whose callback ignores a returned
 * promise: a handler that throws answers 500 with the error's message (the test that hit the fake
 * sees it) instead of leaving an unhandled rejection behind.
 */
export function asyncHandler(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(error instanceof Error ? error.message : String(error));
    });
  };
}

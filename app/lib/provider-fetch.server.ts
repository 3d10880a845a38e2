import { logger } from './logger.server.ts';

/*
 * Calls to the providers an operator configured (marketplace, survey and image APIs): fixed hosts
 * from the environment, never an address a person typed, so no private-address guard; but always a
 * time limit (10 s, the spec's provider timeout) and a cap on the answer, read while it streams.
 */

export type ProviderAnswer = { status: number; body: unknown; text: string };

export class ProviderUnreachableError extends Error {
  override name = 'ProviderUnreachableError';
  readonly reason: 'timeout' | 'network' | 'too-large';
  constructor(reason: 'timeout' | 'network' | 'too-large', options?: { cause?: unknown }) {
    super(`provider ${reason}`, options);
    this.reason = reason;
  }
}

const MAX_BYTES = 2 * 1024 * 1024;

export async function providerFetch(
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; timeoutMs?: number },
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: init.headers,
      body: init.body,
      redirect: 'error',
      signal: AbortSignal.timeout(init.timeoutMs ?? 10_000),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    logger().warn({ err: error, host: new URL(url).host }, 'provider unreachable');
    throw new ProviderUnreachableError(timedOut ? 'timeout' : 'network', { cause: error });
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > MAX_BYTES) throw new ProviderUnreachableError('too-large');
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ProviderUnreachableError) throw error;
    throw new ProviderUnreachableError('timeout', { cause: error });
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return { status: response.status, body: parseJson(text), text };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

import type { Request } from 'express';
import { describe, expect, test } from 'vitest';
import { isFromThisMachine } from './security.ts';

const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers: { host: 'localhost:3000', ...headers } }) as unknown as Request;

describe('isFromThisMachine', () => {
  test.each([
    ['127.0.0.1', {}],
    ['::1', { host: '[::1]:3000' }],
    ['::ffff:127.0.0.1', { host: '127.0.0.1:3000' }],
    ['127.0.0.1', { host: 'LOCALHOST' }],
  ])('a loopback socket asking for a loopback name: %s', (address, headers) => {
    expect(isFromThisMachine(request(address, headers))).toBe(true);
  });

  test.each([
    ['another machine', '192.0.2.2', {}],
    ['another machine, IPv4-mapped', '::ffff:192.0.2.2', {}],
    ['a proxy here forwarding someone', '127.0.0.1', { 'x-forwarded-for': '198.51.100.1' }],
    ['a proxy here (RFC 7239)', '127.0.0.1', { forwarded: 'for=198.51.100.1' }],
    ['a proxy here (X-Real-IP)', '127.0.0.1', { 'x-real-ip': '198.51.100.1' }],
    ['a rebound name (DNS rebinding)', '127.0.0.1', { host: 'attacker.example:3000' }],
    ['a name that starts like localhost', '127.0.0.1', { host: 'localhost.attacker.example' }],
    ['no address at all', '', {}],
  ])('%s is not', (_name, address, headers) => {
    expect(isFromThisMachine(request(address, headers))).toBe(false);
  });
});

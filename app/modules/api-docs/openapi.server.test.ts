import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { projectRoot } from '#app/lib/project-root.server.ts';
import {
  assertMatchesOpenApi,
  matchOpenApiPath,
  OpenApiMismatch,
  openApiPath,
  responseValidator,
} from '#tests/support/openapi-conformance.ts';
import { runRoute } from '#tests/support/route.ts';
import { flattenRoutes, loadRoutes } from '#tests/support/route-table.ts';
import { SESSION_COOKIE } from '#app/modules/accounts/session-cookie.ts';
import { buildOpenApiDocument, getOpenApiDocument } from './openapi.server.ts';
import { productsQuery, reviewsQuery } from './request.schema.server.ts';

const document = getOpenApiDocument();
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};
const operations = Object.entries(document.paths ?? {}).flatMap(([template, item]) =>
  METHODS.filter((method) => (item as Record<string, unknown>)[method]).map((method) => ({
    template,
    method,
    operation: (item as Record<string, Operation>)[method]!,
  })),
);

/** Every /api route of app/routes.ts, as an OpenAPI path: all but Better Auth's and the catch-all. */
const apiRoutes = flattenRoutes()
  .map((route) => route.pattern)
  .filter((pattern) => pattern.startsWith('/api/') && !pattern.startsWith('/api/auth/'))
  .filter((pattern) => !pattern.includes('*'))
  .map(openApiPath);

const get = (path: string) => new Request(`http://localhost:3000${path}`);

describe('the OpenAPI document of /api', () => {
  test('is an OpenAPI 3.1 document named after the project, with the session cookie as its security', () => {
    const { version } = JSON.parse(readFileSync(`${projectRoot}/package.json`, 'utf8')) as {
      version: string;
    };
    expect(document).toMatchObject({
      openapi: '3.1.0',
      info: { title: 'Provato API', version },
      servers: [{ url: '/' }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    });
    expect(SESSION_COOKIE).toBe('provato.session_token');
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  test('has a path for every /api route of app/routes.ts (Better Auth apart), and none without one', () => {
    expect(apiRoutes.length).toBeGreaterThan(20);
    expect(Object.keys(document.paths ?? {}).sort()).toEqual([...new Set(apiRoutes)].sort());
    expect(Object.keys(document.paths ?? {}).some((path) => path.startsWith('/api/auth'))).toBe(false);
  });

  test('every operation documents JSON answers whose schemas compile, refusals as {error}', () => {
    for (const { template, method, operation } of operations) {
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => status.startsWith('2')),
        `${method} ${template}`,
      ).toBe(true);
      for (const status of statuses) {
        const response = operation.responses[status]!;
        expect(response.description, `${method} ${template} ${status}`).toBeTruthy();
        expect(
          response.content?.['application/json']?.schema,
          `${method} ${template} ${status}`,
        ).toBeDefined();
        const validate = responseValidator(template, method, status);
        if (Number(status) >= 400) {
          expect(validate({}), `${method} ${template} ${status} without an error`).toBe(false);
          const refusals = [
            { error: 'No' },
            { error: 'No', issues: [] },
            { error: 'No', success: false },
            { error: 'No', field: 'images' },
            { error: 'No', code: 'read_only' },
          ];
          expect(
            refusals.some((refusal) => validate(refusal)),
            `${method} ${template} ${status}`,
          ).toBe(true);
        }
      }
    }
  });

  test("describes each route's query and body with the schema the route parses", () => {
    const names = (template: string) =>
      (document.paths?.[template]?.get as Operation).parameters!.map((parameter) => parameter.name);
    expect(names('/api/products')).toEqual(Object.keys(productsQuery.shape));
    expect(names('/api/reviews')).toEqual(Object.keys(reviewsQuery.shape));
    expect(document.paths?.['/api/reviews']?.post?.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ReviewCreate' } } },
    });
    expect(document.components?.schemas?.ReviewCreate).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['productId', 'rating', 'title', 'pros', 'cons']),
    });
  });

  test('GET /api/openapi.json answers the document, built once, cacheable', async () => {
    expect(getOpenApiDocument()).toBe(document);
    const [route] = await loadRoutes(
      flattenRoutes().filter((route) => route.pattern === '/api/openapi.json'),
    );
    expect(route?.file).toBe('routes/api/openapi.ts');
    const outcome = await runRoute(route!.loader!, { request: get('/api/openapi.json') });
    expect(outcome.status).toBe(200);
    expect(outcome.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(outcome.data).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });
});

describe('the conformance check of the suite', () => {
  test('matches concrete paths to the documented ones', () => {
    expect(matchOpenApiPath('/api/products')).toBe('/api/products');
    expect(matchOpenApiPath('/api/products/123')).toBe('/api/products/{id}');
    expect(matchOpenApiPath('/api/admin/points/add')).toBe('/api/admin/points/add');
    expect(matchOpenApiPath('/api/nowhere')).toBeUndefined();
    expect(openApiPath('/api/products/:id')).toBe('/api/products/{id}');
  });

  test('accepts an answer the document allows', () => {
    const answer = { status: 200, data: { items: [], total: 0, limit: 20, offset: 0 } };
    expect(() => assertMatchesOpenApi(get('/api/products'), answer)).not.toThrow();
    const refused = { status: 400, data: { error: 'Parametri non validi', issues: [] } };
    expect(() => assertMatchesOpenApi(get('/api/products?limit=0'), refused)).not.toThrow();
  });

  test('rejects a wrong shape, an unknown field, an undocumented status, method or path', () => {
    const wrong: [string, Request, { status: number; data: unknown }, RegExp][] = [
      ['wrong shape', get('/api/products'), { status: 200, data: { items: 'x' } }, /\/items must be array/],
      [
        'unknown field',
        get('/api/dashboard/stats'),
        {
          status: 200,
          data: {
            points: 1,
            lifetimePoints: 1,
            tier: 'Bronze',
            nextTier: null,
            voucher: { current: 1, missing: 49, vouchersAvailable: 0 },
            reviews: { published: 0, pending: 0, rejected: 0 },
            secret: 'x',
          },
        },
        /must NOT have additional properties 'secret'/,
      ],
      ['undocumented status', get('/api/products'), { status: 418, data: { error: 'x' } }, /not 418/],
      [
        'undocumented method',
        new Request('http://localhost:3000/api/products', { method: 'POST' }),
        { status: 200, data: {} },
        /documents no POST/,
      ],
      ['unknown path', get('/api/nowhere'), { status: 404, data: { error: 'x' } }, /no path/],
      ['not JSON', get('/api/badges/user'), { status: 200, data: undefined }, /not JSON/],
    ];
    for (const [what, request, answer, message] of wrong) {
      expect(() => assertMatchesOpenApi(request, answer), what).toThrow(OpenApiMismatch);
      expect(() => assertMatchesOpenApi(request, answer), what).toThrow(message);
    }
  });

  test('runRoute fails a test whose /api answer drifts from the document', async () => {
    const drifted = () => ({ items: 'x' });
    await expect(runRoute(drifted, { request: get('/api/products') })).rejects.toThrow(
      /GET \/api\/products answered 200 .*does not match the OpenAPI document/,
    );
    // Outside /api nothing is checked.
    await expect(runRoute(drifted, { request: get('/catalog') })).resolves.toMatchObject({ status: 200 });
  });

  test("a catch-all's answer is judged by the route's pattern, not by the path its URL spells", () => {
    const notFound = { status: 404, data: { error: 'Endpoint non trovato' } };
    const request = new Request('http://localhost:3000/api/admin/points/add', { method: 'POST' });
    expect(() => assertMatchesOpenApi(request, notFound)).toThrow(OpenApiMismatch);
    expect(() => assertMatchesOpenApi(request, notFound, '/api/admin/*')).not.toThrow();
  });
});

import { getOpenApiDocument } from '#app/modules/api-docs/openapi.server.ts';

/** GET /api/openapi.json: the OpenAPI 3.1 document of /api (docs/api.md). */
export function loader() {
  return Response.json(getOpenApiDocument(), {
    headers: { 'Cache-Control': 'public, max-age=3600' },
  });
}

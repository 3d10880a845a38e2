import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { getOpenApiDocument, type OpenApiDocument } from '#app/modules/api-docs/openapi.server.ts';

/**
 * Whether an /api answer is one the OpenAPI document allows (docs/api.md): its path, method and
 * status are documented, and its JSON matches that response's schema. runRoute (route.ts) checks
 * every answer of the suite with it, so an answer drifting from the document fails its test.
 */

export class OpenApiMismatch extends Error {
  override name = 'OpenApiMismatch';
}

type Answer = { status: number; data: unknown };
type ResponseObject = { content?: Record<string, { schema?: unknown }> };
type Operation = { responses?: Record<string, ResponseObject> };
type PathItem = Partial<Record<Method, Operation>>;
type Method = (typeof METHODS)[number];

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const DOCUMENT_ID = 'openapi.json';

/** The Ajv instance holding the document (its $refs resolve inside it) and the compiled validators. */
type Checker = {
  document: OpenApiDocument;
  ajv: Ajv2020;
  templates: { template: string; pattern: RegExp }[];
  validators: Map<string, ValidateFunction>;
};

let checker: Checker | undefined;

function getChecker(): Checker {
  if (checker) return checker;
  const document = getOpenApiDocument();
  // OpenAPI 3.1 schemas are JSON Schema 2020-12; their annotations (example, …) are not keywords.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document as object, DOCUMENT_ID);
  const templates = Object.keys(document.paths ?? {})
    .map((template) => ({
      template,
      params: (template.match(/\{[^}]+\}/g) ?? []).length,
      pattern: new RegExp(
        `^${template
          .split(/\{[^}]+\}/)
          .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
          .join('[^/]*')}$`,
      ),
    }))
    // A literal path wins over a template that would also match it.
    .sort((a, b) => a.params - b.params);
  checker = { document, ajv, templates, validators: new Map() };
  return checker;
}

/** React Router's pattern (`/api/products/:id`) as an OpenAPI path (`/api/products/{id}`). */
export const openApiPath = (pattern: string) =>
  pattern.replace(/:([A-Za-z_]\w*)\??/g, (_match, name: string) => `{${name}}`);

/** The documented path a concrete one answers to: `/api/products/123` → `/api/products/{id}`. */
export function matchOpenApiPath(pathname: string): string | undefined {
  return getChecker().templates.find(({ pattern }) => pattern.test(pathname))?.template;
}

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function compiled(ref: string): ValidateFunction {
  const { ajv, validators } = getChecker();
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
}

/** The validator of one documented JSON answer (its schema, with the document's components). */
export const responseValidator = (template: string, method: string, status: string) =>
  compiled(
    `${DOCUMENT_ID}#/${pointer('paths', template, method, 'responses', status, 'content', 'application/json', 'schema')}`,
  );

const errorValidator = () => compiled(`${DOCUMENT_ID}#/components/schemas/Error`);

const short = (value: unknown, max = 600) => {
  const text = JSON.stringify(value) ?? 'no JSON body';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/** Whether a request's path is one the document covers (/api/*, apart from Better Auth's /api/auth/*). */
export const isDocumentedApiPath = (pathname: string) =>
  pathname.startsWith('/api/') && !pathname.startsWith('/api/auth/');

/**
 * Throws an OpenApiMismatch, naming the path, method, status and what is wrong, unless the answer
 * is one the document allows. `pattern` is the route's own pattern when the caller knows it (a
 * catch-all such as /api/admin/* must not be judged as the documented path its URL happens to
 * spell); otherwise the URL is matched against the document's paths.
 */
export function assertMatchesOpenApi(request: Request, answer: Answer, pattern?: string): void {
  const { pathname } = new URL(request.url);
  if (!isDocumentedApiPath(pathname)) return;
  const { document } = getChecker();
  const requested = request.method.toUpperCase();
  const method = (requested === 'HEAD' ? 'get' : requested.toLowerCase()) as Method;
  // The wire format: dates become strings, undefined fields disappear.
  const data = answer.data === undefined ? undefined : (JSON.parse(JSON.stringify(answer.data)) as unknown);
  const where = `${requested} ${pathname} answered ${answer.status} ${short(data)}`;
  const fail = (reason: string): never => {
    throw new OpenApiMismatch(`${where}: ${reason} (docs/api.md)`);
  };
  const check = (validate: ValidateFunction, template: string) => {
    if (data === undefined) fail(`not JSON, but ${template} documents a JSON answer`);
    if (!validate(data)) fail(`does not match the OpenAPI document (${template}): ${errors(validate)}`);
  };

  const template =
    pattern === undefined
      ? matchOpenApiPath(pathname)
      : pattern.includes('*')
        ? undefined
        : openApiPath(pattern);
  const item = template ? (document.paths?.[template] as PathItem | undefined) : undefined;
  if (!template || !item) {
    // The admin API's catch-all: a path that does not exist, refused by the guard or not found.
    if (pathname.startsWith('/api/admin/') && [401, 403, 404].includes(answer.status))
      return check(errorValidator(), 'Error');
    return fail(`no path of the OpenAPI document matches ${pattern ?? pathname}`);
  }

  let operation = item[method];
  let documented: Method = method;
  if (!operation) {
    // Methods the document does not list reach the route's action (any method but GET/HEAD):
    // a 405, or, from an action that does not check the method, the listed operation's answers.
    if (answer.status === 405) return check(errorValidator(), 'Error');
    // The admin API's guard answers before the method is looked at.
    if (pathname.startsWith('/api/admin/') && [401, 403].includes(answer.status))
      return check(errorValidator(), 'Error');
    const action = METHODS.filter((name) => name !== 'get' && name !== 'head').find((name) => item[name]);
    if (method === 'get' || !action) return fail(`${template} documents no ${requested}`);
    operation = item[action]!;
    documented = action;
  }
  const status = String(answer.status);
  const response = operation.responses?.[status];
  if (!response)
    return fail(
      `${documented.toUpperCase()} ${template} documents ${Object.keys(operation.responses ?? {}).join(', ')}, not ${status}`,
    );
  if (!response.content?.['application/json']) {
    if (data !== undefined) fail(`${template} documents no body for ${status}`);
    return;
  }
  check(responseValidator(template, documented, status), `${documented.toUpperCase()} ${template} ${status}`);
}

function errors(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .slice(0, 8)
    .map((error) => {
      const at = error.instancePath || '(root)';
      const extra =
        error.keyword === 'additionalProperties'
          ? ` '${(error.params as { additionalProperty: string }).additionalProperty}'`
          : '';
      return `${at} ${error.message ?? error.keyword}${extra}`;
    })
    .join('; ');
}

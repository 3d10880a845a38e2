import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routeTable from '#app/routes.ts';

/**
 * The route table as the fuzz suite walks it: every entry of app/routes.ts flattened into its full
 * URL pattern, with the modules of the layouts above it. Nothing here names a route, so a route
 * added to the table tomorrow is walked without touching the suite.
 */
export type WalkedRoute = {
  id: string;
  /** The full URL pattern, e.g. /api/admin/rewards/approve or /product/:slug. */
  pattern: string;
  /** The module file, relative to app/ as routes.ts names it. */
  file: string;
  /** The layout modules above it, outermost first (their middleware runs before its handlers). */
  layouts: string[];
};

type Handler = (args: never) => unknown;
type Middleware = (args: never, next: () => Promise<unknown>) => unknown;

export type LoadedRoute = WalkedRoute & {
  action?: Handler;
  loader?: Handler;
  /**
   * The middleware of the layouts above and of the route itself, outermost first. Root's is left
   * out: it reads the session cookie into the viewer, which the suite sets itself per role.
   */
  middleware: Middleware[];
  /** The module's source text, read for the names and literals it expects. */
  source: string;
  /** The source of the zod schema modules it imports (`*.schema.ts`): the fields of its forms. */
  schemaSource: string;
};

export const appDirectory = fileURLToPath(new URL('../../app/', import.meta.url));

/** React Router's default id: the file without its extension. */
const defaultId = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');

export function flattenRoutes(
  entries: readonly RouteConfigEntry[] = routeTable,
  parentPath = '',
  layouts: string[] = [],
): WalkedRoute[] {
  const walked: WalkedRoute[] = [];
  for (const entry of entries) {
    const full = [parentPath, entry.path ?? ''].filter(Boolean).join('/');
    if (entry.children?.length) {
      // A layout's middleware runs before every child. A pathless layout is no URL of its own; a
      // parent with a path is walked at that URL too (its loader runs there).
      walked.push(...flattenRoutes(entry.children, full, [...layouts, entry.file]));
      if (entry.path === undefined) continue;
    }
    walked.push({ id: entry.id ?? defaultId(entry.file), pattern: `/${full}`, file: entry.file, layouts });
  }
  return walked;
}

const importRouteModule = (file: string) =>
  import(/* @vite-ignore */ pathToFileURL(path.join(appDirectory, file)).href) as Promise<
    Record<string, unknown>
  >;

export async function loadRoutes(walked = flattenRoutes()): Promise<LoadedRoute[]> {
  return Promise.all(
    walked.map(async (route) => {
      const module = await importRouteModule(route.file);
      const middleware: Middleware[] = [];
      for (const owner of [...(await Promise.all(route.layouts.map(importRouteModule))), module]) {
        if (Array.isArray(owner.middleware)) middleware.push(...(owner.middleware as Middleware[]));
      }
      const file = path.join(appDirectory, route.file);
      const source = await readFile(file, 'utf8');
      const schemas = [...source.matchAll(/from '((?:#app\/|\.\.?\/)[^']*schema[^']*)'/g)].map((match) =>
        match[1]!.startsWith('#app/')
          ? path.join(appDirectory, match[1]!.slice('#app/'.length))
          : path.resolve(path.dirname(file), match[1]!),
      );
      const schemaSource = (
        await Promise.all(schemas.map((schema) => readFile(schema, 'utf8').catch(() => '')))
      ).join('\n');
      return {
        ...route,
        action: typeof module.action === 'function' ? (module.action as Handler) : undefined,
        loader: typeof module.loader === 'function' ? (module.loader as Handler) : undefined,
        middleware,
        source,
        schemaSource,
      };
    }),
  );
}

/** The names of the dynamic segments of a pattern: `:slug`, `:id?`, and `*` for a splat. */
export const patternParams = (pattern: string) =>
  pattern
    .split('/')
    .filter((segment) => segment.startsWith(':') || segment === '*')
    .map((segment) => (segment === '*' ? '*' : segment.slice(1).replace(/\?$/, '')));

/** Lone surrogates become U+FFFD, as in any string that went through a URL (USVString). */
export const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** The URL of a pattern with its params filled in, each segment encoded as a browser would. */
export function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern
    .split('/')
    .map((segment) => {
      if (segment === '*')
        return wellFormed(params['*'] ?? '')
          .split('/')
          .map(encodeURIComponent)
          .join('/');
      if (!segment.startsWith(':')) return segment;
      return encodeURIComponent(wellFormed(params[segment.slice(1).replace(/\?$/, '')] ?? ''));
    })
    .join('/');
}

/** Literals that are imports, attributes or styling rather than values a handler compares. */
const NOISE =
  /^(react|react-router|lucide-react|zod|drizzle-orm|isbot|description|robots|noindex|canonical|link|text|number|checkbox|numeric|object|base64|idle|submitting|loading|fixed|true|false|on[A-Z]\w*|(text|border|bg)-.*|.*-(form|password|name|code)|it_IT)$/;

/**
 * What a route reads, roughly: form and query names (`.get('x')`, `name="x"`), JSON keys of its
 * zod objects and of the schema modules it imports (`x: z.`), header names, the values it compares
 * against (`=== 'approve'`, `z.enum([...])`, `value="x"`) and its other short literals (params such
 * as 'confirm'). Plausible names and values let the fuzzer get past the first check.
 */
export function sourceVocabulary(source: string, schemaSource = '') {
  const all = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]!);
  const unique = (values: string[]) => [...new Set(values)].filter((value) => !NOISE.test(value)).sort();
  const schemaKeys = (text: string) =>
    all(
      text,
      /^\s*([a-z_][\w]{0,40}):\s*(?:z\b|\w+(?:Schema|Fields|Id)\b|email\b|accepted\(|checkbox\(|redirectTo\b)/gim,
    );
  const enums = all(`${source}\n${schemaSource}`, /enum\(\s*\[([^\]]*)\]/g).flatMap((list) =>
    all(list, /'([^']+)'/g),
  );
  return {
    fieldNames: unique([
      ...all(source, /\.(?:get|getAll|has)\(\s*'([\w-]{1,40})'\s*\)/g),
      ...all(source, /\bname="([\w-]{1,40})"/g),
      ...schemaKeys(source),
      ...schemaKeys(schemaSource),
    ]).filter((name) => !/^[A-Z]/.test(name) && !/-/.test(name)),
    headerNames: unique(all(source, /headers\.get\(\s*'([A-Za-z][\w-]{1,40})'\s*\)/g)),
    choices: unique([
      ...all(source, /[!=]==\s*'([\w.-]{1,40})'/g),
      ...all(source, /value="([\w-]{1,40})"/g),
      ...enums,
    ]),
    literals: unique(all(source, /'([a-z][\w.-]{0,30})'/g)).filter((literal) => !literal.includes('..')),
  };
}

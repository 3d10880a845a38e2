import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureLinter } from '#tests/support/lint.ts';
import { findLoop, KNOWN_BACK_EDGES, MODULE_DEPENDENCIES } from '#app/modules/dependencies.ts';

/**
 * Decision 044: the module map (app/modules/dependencies.ts) is the modules' imports as they are,
 * has no loop, and lint holds every module to it.
 */
const root = process.cwd();
const modulesDir = path.join(root, 'app/modules');
const map: Record<string, readonly string[]> = MODULE_DEPENDENCIES;

/** For each non-test file under app/modules: the other modules it imports. */
function importsByFile(): Map<string, { module: string; imports: Set<string> }> {
  const files = new Map<string, { module: string; imports: Set<string> }>();
  for (const entry of readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry) || !entry.includes(path.sep)) continue;
    const file = path.join(modulesDir, entry);
    const module = entry.split(path.sep)[0]!;
    const imports = new Set<string>();
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const target = specifier!.startsWith('#app/')
        ? path.join(root, 'app', specifier!.slice('#app/'.length))
        : specifier!.startsWith('.')
          ? path.resolve(path.dirname(file), specifier!)
          : null;
      const relative = target && path.relative(modulesDir, target);
      if (!relative || relative.startsWith('..')) continue;
      const other = relative.split(path.sep)[0]!;
      if (other !== module) imports.add(other);
    }
    files.set(path.relative(root, file), { module, imports });
  }
  return files;
}

describe('the module map', () => {
  it('names every module under app/modules, and only modules', () => {
    const directories = readdirSync(modulesDir).filter((name) =>
      statSync(path.join(modulesDir, name)).isDirectory(),
    );
    expect(Object.keys(map).sort()).toEqual(directories.sort());
    for (const dependencies of Object.values(map))
      for (const dependency of dependencies) expect(directories).toContain(dependency);
  });

  it('has no loop (and the search finds one when there is)', () => {
    expect(findLoop(map)).toBeNull();
    expect(findLoop({ ...map, 'price-alerts': [...map['price-alerts']!, 'imports'] })).toEqual([
      'imports',
      'price-alerts',
      'imports',
    ]);
  });

  it('is what the modules import today: every import declared, every declaration used', () => {
    const allowed = new Set<string>(
      KNOWN_BACK_EDGES.flatMap((edge) => edge.files.map((file) => `${file}→${edge.to}`)),
    );
    const undeclared: string[] = [];
    const used = new Set<string>();
    for (const [file, { module, imports }] of importsByFile()) {
      for (const other of imports) {
        if (map[module]!.includes(other)) used.add(`${module}→${other}`);
        else if (!allowed.has(`${file}→${other}`)) undeclared.push(`${file} imports ${other}`);
      }
    }
    expect(undeclared).toEqual([]);
    const declared = Object.entries(map).flatMap(([module, deps]) => deps.map((dep) => `${module}→${dep}`));
    expect(declared.filter((edge) => !used.has(edge))).toEqual([]);
  });

  it('lists only back edges that still exist, so the list can only shrink', () => {
    const files = importsByFile();
    for (const edge of KNOWN_BACK_EDGES) {
      expect(map[edge.from]).not.toContain(edge.to);
      for (const file of edge.files) {
        expect(existsSync(path.join(root, file)), file).toBe(true);
        expect([...(files.get(file)?.imports ?? [])], file).toContain(edge.to);
      }
    }
  });
});

const eslint = fixtureLinter();
// Type-aware lint builds a TypeScript program on its first file: once, with time for it.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'app/lib/lint-fixture.ts' });
}, 180_000);
const lint = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.filter((m) => m.severity === 2);

describe('lint holds the modules to the map', () => {
  it('an import that would close a loop fails lint, naming the map', async () => {
    // imports → price-alerts is declared, so price-alerts → imports is a loop.
    const code = `import { IMPORT_MESSAGES } from '#app/modules/imports/import-format.ts';
export const message = IMPORT_MESSAGES.notCsv;
`;
    const messages = await lint(code, 'app/modules/price-alerts/lint-fixture.ts');
    expect(messages.map((m) => m.ruleId)).toEqual(['import-x/no-restricted-paths']);
    expect(messages[0]!.message).toContain('The module map (app/modules/dependencies.ts) lets price-alerts');
  });

  it('a declared import passes; the points ledger imports no module', async () => {
    const code = `import { PRICE_ALERT_MESSAGES } from '#app/modules/price-alerts/price-alerts.schema.ts';
export const messages = PRICE_ALERT_MESSAGES;
`;
    expect(await lint(code, 'app/modules/imports/lint-fixture.ts')).toEqual([]);
    const points = await lint(code, 'app/modules/points/lint-fixture.ts');
    expect(points.map((m) => m.message)).toEqual([
      expect.stringContaining('lets points import no other module'),
    ]);
  });

  it('a known back edge is allowed only from the files it names', async () => {
    const code = `import { REVIEW_STATUS_LABELS } from '#app/modules/reviews/review.schema.ts';
export const labels = REVIEW_STATUS_LABELS;
`;
    const messages = await lint(code, 'app/modules/integrity/lint-fixture.ts');
    expect(messages.map((m) => m.ruleId)).toEqual(['import-x/no-restricted-paths']);
  });

  it('the server imports no script', async () => {
    const code = `import { seedDemoData } from '#scripts/seed/seed-demo.ts';
export const seed = seedDemoData;
`;
    const messages = await lint(code, 'server/lint-fixture.ts');
    expect(messages.map((m) => m.message)).toEqual([
      expect.stringContaining('The server does not import scripts or tests: run them before it'),
    ]);
  });
});

import { globSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 32 §5: tests arrange their rows through tests/support/factories.ts, never by hand. A test
 * file outside tests/support that inserts (`<db>.insert(…)`, or `insert into` in SQL it runs) fails
 * here, unless the statement carries a comment saying why it must: `// raw insert: <why>` (a
 * scratch table of the test's own, say). Lint cannot see SQL inside strings; the TypeScript parser
 * can, so this is a test rather than an ESLint rule.
 */
const MARKER = /raw insert:\s*\S/i;

/**
 * Route tests other helpers were restructuring when the rule came (issue 32 §2); they still insert
 * by hand. Empty this list as they move to the factories.
 */
export const RAW_INSERTS_ALLOWED = [
  'app/routes/public/product*.test.ts',
  'app/routes/account/write-review*.test.ts',
  'app/routes/public/auth*.test.ts',
  'app/routes/admin/two-factor*.test.ts',
  'app/routes/account/settings*.test.ts',
  'app/routes/public/home*.test.ts',
  'app/routes/account/profile*.test.ts',
];

const TEST_FILES = ['app', 'server', 'tests', 'db', 'scripts'].flatMap((root) => [
  `${root}/**/*.test.ts`,
  `${root}/**/*.test.tsx`,
]);

/** Calls whose string argument is SQL run as it stands. */
const SQL_RUNNERS = new Set(['execute', 'query', 'exec', 'raw', 'unsafe']);

type RawInsert = { line: number; marked: boolean };

function isRawInsert(node: ts.Node): boolean {
  if (ts.isCallExpression(node))
    return ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'insert';
  const isText =
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node) ||
    ts.isStringLiteral(node);
  if (!isText || !/\binsert\s+into\b/i.test(node.text)) return false;
  // SQL, not any text: a tagged template (sql`…`) or a string given to execute/query/…
  let holder: ts.Node = node;
  while (ts.isTemplateExpression(holder.parent) || ts.isTemplateSpan(holder.parent)) holder = holder.parent;
  const parent = holder.parent;
  if (ts.isTaggedTemplateExpression(parent)) return true;
  return (
    ts.isCallExpression(parent) &&
    ts.isPropertyAccessExpression(parent.expression) &&
    SQL_RUNNERS.has(parent.expression.name.text)
  );
}

/** The marker in a comment before the insert or before anything it is part of, up to its statement. */
function isMarked(node: ts.Node, text: string): boolean {
  for (let at: ts.Node = node; !ts.isSourceFile(at); at = at.parent) {
    const comments = ts.getLeadingCommentRanges(text, at.getFullStart()) ?? [];
    if (comments.some((range) => MARKER.test(text.slice(range.pos, range.end)))) return true;
    if (ts.isBlock(at.parent) || ts.isSourceFile(at.parent)) return false;
  }
  return false;
}

export function rawInserts(fileName: string, text: string): RawInsert[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: RawInsert[] = [];
  const visit = (node: ts.Node) => {
    if (isRawInsert(node))
      found.push({
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
        marked: isMarked(node, text),
      });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('lint: tests arrange rows through the factories', () => {
  it('finds inserts by hand however they are written, and lets a marked one pass', () => {
    const code = `
test('x', async () => {
  await db.insert(offers).values({ productId });
  const [row] = await db
    .insert(products)
    .values({ name: 'A' })
    .returning();
  await db.transaction((tx) => tx.insert(categories).values({ name: 'B' }));
  await db.execute(sql\`
    insert into users (id) values (\${id})\`);
  await client.query('INSERT INTO profiles (user_id) VALUES ($1)', [id]);
  // raw insert: a scratch table of this test's own
  await db.execute(sql\`insert into scratch values (1)\`);
  const note = (id: string) =>
    // raw insert: the job's own table
    db.execute(sql\`insert into notes (id) values (\${id})\`);
  expect(queries[0]).toContain('insert into "offers"');
  await createOffer(product.id, shop.id);
});`;
    expect(rawInserts('fixture.server.test.ts', code)).toEqual([
      { line: 3, marked: false },
      { line: 4, marked: false },
      { line: 8, marked: false },
      { line: 9, marked: false },
      { line: 11, marked: false },
      { line: 13, marked: true },
      { line: 16, marked: true },
    ]);
  });

  it('no test outside tests/support inserts by hand without saying why', () => {
    const allowed = new Set(globSync(RAW_INSERTS_ALLOWED));
    const files = globSync(TEST_FILES).filter(
      (file) => !file.startsWith('tests/support/') && !file.includes('node_modules/'),
    );
    expect(files.length).toBeGreaterThan(100);
    const unmarked = files
      .filter((file) => !allowed.has(file))
      .flatMap((file) =>
        rawInserts(file, readFileSync(file, 'utf8'))
          .filter((insert) => !insert.marked)
          .map((insert) => `${file}:${insert.line}`),
      );
    expect(
      unmarked,
      'Arrange rows with tests/support/factories.ts (add a factory if none fits), or say why on the line before: // raw insert: <why>',
    ).toEqual([]);
  });
});

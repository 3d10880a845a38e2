import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureLinter } from '#tests/support/lint.ts';

/**
 * Decision 042: a route never tests an error's class by hand; lint says so. Lints a fixture as if
 * it were a route, and the same code outside app/routes, where services may still rethrow.
 */
const handCatch = `import { AppError } from '#app/lib/app-error.ts';
export async function action() {
  try {
    return { ok: true };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
}
`;
const throughHelper = `import { asRefusal } from '#app/lib/form-action.server.ts';
export async function action() {
  try {
    return { ok: true };
  } catch (error) {
    return { ok: false, message: asRefusal(error).message };
  }
}
`;

const eslint = fixtureLinter();
// Type-aware lint builds a TypeScript program on its first file: once, with time for it.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'app/lib/lint-fixture.ts' });
}, 180_000);
const messagesOf = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.filter((m) => m.ruleId === 'no-restricted-syntax');

describe('lint: refusals reach routes through the helpers', () => {
  it('`instanceof AppError` in a route fails lint, naming the helpers', async () => {
    const messages = await messagesOf(handCatch, 'app/routes/public/lint-fixture.tsx');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain('Routes do not catch AppError by hand');
    expect(messages[0]!.severity).toBe(2);
  });

  it('the same catch through asRefusal passes; outside app/routes the class test is allowed', async () => {
    expect(await messagesOf(throughHelper, 'app/routes/public/lint-fixture.tsx')).toEqual([]);
    expect(await messagesOf(handCatch, 'app/modules/community/lint-fixture.server.ts')).toEqual([]);
  });

  it('routes keep the request-body rule next to the new one', async () => {
    const code =
      'export async function action({ request }: { request: Request }) { return request.json(); }\n';
    const messages = await messagesOf(code, 'app/routes/api/lint-fixture.ts');
    expect(messages.map((m) => m.message)).toEqual([
      'Read request bodies with readForm / readJsonBody (app/lib/request-body.server.ts).',
    ]);
  });
});

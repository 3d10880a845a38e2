import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureLinter } from '#tests/support/lint.ts';

/**
 * Decision 044: type-aware lint. A promise nobody awaits (its failure lost, its work racing the
 * response) fails lint; `void` says running on its own is meant.
 */
const eslint = fixtureLinter();
// Type-aware lint builds a TypeScript program on its first file: once, with time for it.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'app/lib/lint-fixture.ts' });
}, 180_000);
const rulesOf = async (code: string) =>
  (await eslint.lintText(code, { filePath: 'app/lib/lint-fixture.ts' }))[0]!.messages.map((m) => m.ruleId);

const save = 'async function save(): Promise<void> {}\n';

describe('lint: promises are awaited or marked', () => {
  it('a floating promise fails lint', async () => {
    expect(await rulesOf(`${save}export function handler() {\n  save();\n}\n`)).toEqual([
      '@typescript-eslint/no-floating-promises',
    ]);
  });

  it('awaited, returned or marked `void`, it passes', async () => {
    const code = `${save}export async function awaited() {
  await save();
}
export function returned() {
  return save();
}
export function started() {
  // Runs on its own: the caller answers at once.
  void save();
}
`;
    expect(await rulesOf(code)).toEqual([]);
  });

  it('a promise where a value is tested fails lint', async () => {
    expect(
      await rulesOf(`${save}export function handler() {\n  if (save()) return 1;\n  return 0;\n}\n`),
    ).toEqual(['@typescript-eslint/no-misused-promises']);
  });
});

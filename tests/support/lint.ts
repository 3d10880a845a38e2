import { ESLint } from 'eslint';

/**
 * ESLint with the project's config, for code that exists only in a test, linted as if it were a
 * file at a given path (`lint-fixture.ts` in app/lib, a module, a route folder or server/). The
 * type-aware rules (decision 044) need a TypeScript program for the file: one not on disk is not in
 * tsconfig.json's, so these names get a program of their own with tsconfig.json's options.
 */
export function fixtureLinter(): ESLint {
  return new ESLint({
    cwd: process.cwd(),
    overrideConfig: {
      files: ['**/*.{ts,tsx}'],
      languageOptions: {
        parserOptions: {
          projectService: {
            allowDefaultProject: [
              'app/lib/lint-fixture.ts',
              'app/modules/*/lint-fixture*.ts',
              'app/routes/*/lint-fixture.ts*',
              'server/lint-fixture.ts',
            ],
            defaultProject: 'tsconfig.json',
          },
        },
      },
    },
  });
}

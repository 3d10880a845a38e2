import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// DESIGN.md §2: routes → modules → lib/db/ui; never the other way round.
const layerZones = [
  {
    target: ['./app/modules', './app/lib', './app/ui', './db'],
    from: './app/routes',
    message: 'Only routes import routes; move shared code into a module or lib.',
  },
  {
    target: ['./app/lib', './app/ui', './db'],
    from: './app/modules',
    message: 'lib, ui and db sit below the modules and must not import them.',
  },
  {
    target: './app/modules/points',
    from: './app/modules',
    except: ['./points'],
    message: 'The points ledger calls no other module.',
  },
];
// Routes call modules; the database is the modules' business (tests may use it to arrange data).
const routeDatabaseZone = {
  target: './app/routes',
  from: ['./db', './app/lib/db.server.ts'],
  message: 'Routes do not touch the database: call a module service.',
};
const appZone = {
  target: './app',
  from: ['./server', './scripts', './tests'],
  message: 'The app does not depend on the server entry, scripts or tests.',
};

// DESIGN.md §4: every body is read through app/lib/request-body.server.ts (capped while it
// streams, malformed bodies and NUL refused with a 4xx).
const readBodiesThroughLib = {
  selector:
    "CallExpression[callee.object.name='request'][callee.property.name=/^(formData|json|text|arrayBuffer|blob|bytes)$/]",
  message: 'Read request bodies with readForm / readJsonBody (app/lib/request-body.server.ts).',
};
// Decision 042: routes never test an error's class; a refusal reaches them through formAction,
// asRefusal / refused (app/lib/form-action.server.ts), apiError (api.server.ts) or asPageError.
const refusalsThroughHelpers = {
  selector: "BinaryExpression[operator='instanceof'][right.name='AppError']",
  message:
    'Routes do not catch AppError by hand: use formAction, asRefusal/refused (app/lib/form-action.server.ts), apiError or asPageError.',
};

export default tseslint.config(
  {
    ignores: [
      'build/',
      'data/',
      '.react-router/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'db/migrations/',
      // The bench-only packages (scripts/bench/ensure-deps.ts).
      'scripts/bench/deps/',
      'scripts/bench/node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, routeDatabaseZone, appZone] }],
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/lib/request-body.server.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', readBodiesThroughLib] },
  },
  {
    // The same rule for routes, with one more selector (a later block replaces the rule's options).
    files: ['app/routes/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', readBodiesThroughLib, refusalsThroughHelpers] },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Tests may use the shared test support (tests/support), the rest of the layering holds.
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);

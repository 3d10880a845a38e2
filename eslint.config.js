import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { backEdgeFiles, MODULE_DEPENDENCIES, moduleZones } from './app/modules/dependencies.ts';

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
];
// Tests may reach any module to arrange data, but not from the points ledger's own tests.
const pointsTestsZone = {
  target: './app/modules/points',
  from: './app/modules',
  except: ['./points'],
  message: 'The points ledger calls no other module.',
};
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
// Decision 044: the server serves; seeding the demo and other chores are scripts that run before it.
const serverZone = {
  target: './server',
  from: ['./scripts', './tests'],
  message: 'The server does not import scripts or tests: run them before it (scripts/prepare-demo.ts).',
};
// Decision 044: who may import whom among the modules (app/modules/dependencies.ts).
const zonesWith = (extra = {}) => [
  ...layerZones,
  routeDatabaseZone,
  appZone,
  serverZone,
  ...moduleZones(MODULE_DEPENDENCIES, extra),
];
// The files still allowed an import against the map (KNOWN_BACK_EDGES), each with its own zones.
const backEdgeBlocks = [...backEdgeFiles()].map(([file, { module, extra }]) => ({
  files: [file],
  rules: { 'import-x/no-restricted-paths': ['error', { zones: zonesWith({ [module]: extra }) }] },
}));

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
      'import-x/no-restricted-paths': ['error', { zones: zonesWith() }],
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  ...backEdgeBlocks,
  {
    // Decision 044: type-aware rules, for the TypeScript files tsconfig.json covers. A promise is
    // awaited, returned, or marked `void` where running on its own is meant (with the reason).
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
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
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, pointsTestsZone] }],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);

// Lint rules that keep the house in order: one-way imports between layers (GUIDE section 3),
// no import cycles, and no feature reaching into another feature.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const dirs = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// A feature may import only itself among the features.
const featureIsolation = (root) =>
  dirs(root).map((name) => ({
    target: `${root}/${name}`,
    from: root,
    except: [`./${name}`],
    message: 'A feature never imports another feature; move the shared piece down a layer.',
  }));

const layerZones = [
  // contracts depend on nothing of ours
  { target: './packages/contracts', from: './apps', message: 'contracts are the bottom layer' },
  // server: platform -> domain -> features -> app (app.ts, main.ts, cli)
  {
    target: './apps/server/src/platform',
    from: './apps/server/src/domain',
    message: 'platform must not import the domain',
  },
  {
    target: './apps/server/src/domain',
    from: './apps/server/src/features',
    message: 'the domain must not import features',
  },
  {
    target: './apps/server/src/domain',
    from: './apps/server/src/app.ts',
    message: 'the domain must not import the app',
  },
  {
    target: './apps/server/src/platform',
    from: './apps/server/src/features',
    message: 'platform must not import features',
  },
  {
    target: './apps/server/src/platform',
    from: './apps/server/src/cli',
    message: 'platform must not import the CLI',
  },
  {
    target: './apps/server/src/platform',
    from: './apps/server/src/app.ts',
    message: 'platform must not import the app',
  },
  {
    target: './apps/server/src/features',
    from: './apps/server/src/app.ts',
    message: 'features must not import the app',
  },
  {
    target: './apps/server/src/features',
    from: './apps/server/src/cli',
    message: 'features must not import the CLI',
  },
  ...featureIsolation('./apps/server/src/features'),
  // web: lib -> components -> features -> app
  {
    target: './apps/web/src/lib',
    from: './apps/web/src/components',
    message: 'lib must not import components',
  },
  { target: './apps/web/src/lib', from: './apps/web/src/features', message: 'lib must not import features' },
  { target: './apps/web/src/lib', from: './apps/web/src/app', message: 'lib must not import the app' },
  {
    target: './apps/web/src/components',
    from: './apps/web/src/features',
    message: 'components must not import features',
  },
  {
    target: './apps/web/src/components',
    from: './apps/web/src/app',
    message: 'components must not import the app',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'features must not import the app',
  },
  ...featureIsolation('./apps/web/src/features'),
  // the server and the web app never import each other
  { target: './apps/web', from: './apps/server', message: 'the web app talks to the server over HTTP only' },
  { target: './apps/server', from: './apps/web', message: 'the server never imports the web app' },
];

const NO_ENUMS = { selector: 'TSEnumDeclaration', message: 'Use a string union instead of an enum.' };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', NO_ENUMS],
    },
  },
  // SQL only in repositories (decision 107): a capability's queries stand in its *.repository.ts, so that
  // a service reads as rules and a query is found beside its table's other queries. (platform/ keeps its
  // own modules' queries; demo/ seeders and *-test-data.ts writers are data tools.)
  {
    files: ['apps/server/src/features/**/*.ts', 'apps/server/src/domain/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts', '**/*-test-data.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_ENUMS,
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]',
          message: "A query goes in the capability's *.repository.ts (decision 107).",
        },
        {
          selector:
            "CallExpression[callee.property.name='execute'][callee.object.type='TaggedTemplateExpression']",
          message: "A query goes in the capability's *.repository.ts (decision 107).",
        },
      ],
    },
  },
  // The light sign-in page (decision 067) loads React and the sign-in alone: what it imports is on the
  // sign-in page's wire (the size budget in npm test counts it). The app is loaded by import() only.
  {
    files: ['apps/web/src/login-main.tsx', 'apps/web/src/features/auth/login/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mui/*', '@emotion/*', 'react-router', 'react-router/*', 'notistack', '@tanstack/*'],
              message: "The light sign-in page draws itself without the app's libraries (decision 067).",
            },
            {
              group: ['react-hook-form', '@hookform/*', '**/components/*', '**/lib/notify.ts'],
              message: "The light sign-in page draws itself without the app's libraries (decision 067).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);

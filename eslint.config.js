// One flat config for every workspace; type-aware rules through the project service.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

// One-way floors (ARCHITECTURE.md). Web: shared → lib/components/hooks/utils → features → app, and a
// feature never imports another. Server: lib/plugins/db never import modules.
const web = 'apps/web/src';
const webFeatures = readdirSync(`${import.meta.dirname}/${web}/features`);
const server = 'apps/server/src';
const floors = [
  {
    target: [
      `${web}/lib`,
      `${web}/components`,
      `${web}/hooks`,
      `${web}/utils`,
      `${web}/config`,
      `${web}/testing`,
    ],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared web code sits below features and app: move the shared part down instead.',
  },
  {
    target: `${web}/lib`,
    from: `${web}/components`,
    message: 'lib sits below components: pass behaviour in (a callback, a context) instead.',
  },
  { target: `${web}/features`, from: `${web}/app`, message: 'Features never import the app layer.' },
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'Features never import each other: compose them in app/, or move the shared part down.',
  })),
  {
    target: [`${server}/lib`, `${server}/plugins`, `${server}/db`],
    from: `${server}/modules`,
    message: 'lib, plugins and db sit below modules: move the shared part down instead.',
  },
];

// Every text a person sees comes from the catalogues (decision 038): words typed into a component's
// markup, into the attributes a person reads or hears, or into a toast are refused here.
const USER_VISIBLE_ATTRIBUTES = /^(aria-label|aria-description|title|placeholder|alt|label|description)$/;
const WORDS = /[A-Za-z]{2,}/;
const untranslatedText = [
  {
    selector: `JSXText[value=${WORDS}]:not([value=/^\\s*RunTogether\\s*$/])`,
    message: 'User-visible text belongs in the catalogues: t("area.key").',
  },
  {
    selector: `JSXAttribute[name.name=${USER_VISIBLE_ATTRIBUTES}] > Literal[value=${WORDS}]`,
    message: 'User-visible text belongs in the catalogues: t("area.key").',
  },
  {
    selector: `JSXAttribute[name.name=${USER_VISIBLE_ATTRIBUTES}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`,
    message: 'User-visible text belongs in the catalogues: t("area.key", { value }).',
  },
  {
    selector: `CallExpression[callee.object.name='toast'] > Literal[value=${WORDS}]`,
    message: 'A toast shows a catalogue text: toast.success(t("area.key")).',
  },
];

const I18N_PENDING = [];

// One rule for query keys (lib/query-keys.ts says it): every key comes from a factory, lib/query-keys.ts or a
// feature's api/<noun>-keys.ts, so an array literal where a key is used or defined anywhere else is refused.
const KEY_FACTORY =
  "A query key comes from its factory: lib/query-keys.ts, or the feature's api/<noun>-keys.ts.";
const QUERY_CLIENT_KEY_METHODS =
  /^((get|set|ensure|fetch|prefetch)Query(Data|State)?|(get|set)QueriesData|(invalidate|refetch|remove|cancel|reset)Queries)$/;
const inlineQueryKeys = [
  ...[
    `Property[key.name='queryKey'] > ArrayExpression`,
    `Property[key.name='queryKey'] > TSAsExpression > ArrayExpression`,
    `CallExpression[callee.property.name=${QUERY_CLIENT_KEY_METHODS}] > ArrayExpression:first-child`,
    `CallExpression[callee.property.name=${QUERY_CLIENT_KEY_METHODS}] > TSAsExpression:first-child > ArrayExpression`,
    `VariableDeclarator[id.name=/(Key|KEY|Keys|KEYS)$/] > ArrayExpression`,
    `VariableDeclarator[id.name=/(Key|KEY|Keys|KEYS)$/] > TSAsExpression > ArrayExpression`,
    `VariableDeclarator[id.name=/(Key|KEY|Keys|KEYS)$/] > ArrowFunctionExpression > TSAsExpression > ArrayExpression`,
    `VariableDeclarator[id.name=/(Key|KEY|Keys|KEYS)$/] > ArrowFunctionExpression > ArrayExpression`,
  ].map((selector) => ({ selector, message: KEY_FACTORY })),
];
// Another library's private names (React's `__reactProps$…` keys on elements and its `__SECRET_INTERNALS…` /
// `__CLIENT_INTERNALS…` objects, zod's `__zod_globalConfig`) change without notice on an upgrade: the app uses
// their public APIs only (docs/decisions/058).
const PRIVATE = '/^__(react|zod|SECRET_INTERNALS|CLIENT_INTERNALS)/';
const privateInternals = [
  `Identifier[name=${PRIVATE}]`,
  `Literal[value=${PRIVATE}]`,
  `TemplateElement[value.raw=${PRIVATE}]`,
].map((selector) => ({ selector, message: "Another library's private internals: use its public API." }));
const KEY_FACTORIES = ['apps/web/src/lib/query-keys.ts', 'apps/web/src/features/*/api/*-keys.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.react-router/**',
      '**/node_modules/**',
      '**/data/**',
      'apps/server/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'apps/server/scripts/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A route's loader throws React Router's redirect (a Response): the framework's way to send a visitor on.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: floors, basePath: import.meta.dirname }],
      'no-restricted-syntax': ['error', ...privateInternals],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['apps/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: KEY_FACTORIES,
    rules: { 'no-restricted-syntax': ['error', ...privateInternals, ...inlineQueryKeys] },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    // Folders still being moved to the catalogues; each leaves this list when it is done.
    ignores: ['**/*.test.tsx', 'apps/web/src/testing/**', ...I18N_PENDING],
    // One list: a later block's no-restricted-syntax replaces an earlier one's for the files both match.
    rules: {
      'no-restricted-syntax': ['error', ...privateInternals, ...untranslatedText, ...inlineQueryKeys],
    },
  },
);

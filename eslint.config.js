import path from 'node:path';
import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Packages that need a DOM, Node, a database or a framework: the shared domain stays free of them. */
const runtimePackages =
  /^(react|react-dom|dexie|dexie-react-hooks|drizzle-orm|fastify|pg|comlink|i18next|react-i18next|nodemailer)(\/|$)|^(@fastify|@electric-sql|@fluentui|workbox-[a-z-]+)(\/|$)|^node:/;

/**
 * The import walls of ARCHITECTURE.md, checked on resolved paths so that `../sync` means the same
 * folder wherever the importing file sits. Returns why an import is refused, or null.
 */
function wallBroken(fromFile, specifier) {
  const from = path.relative(root, fromFile).split(path.sep).join('/');
  const isRelative = specifier.startsWith('.');
  const target = isRelative
    ? path
        .relative(root, path.resolve(path.dirname(fromFile), specifier))
        .split(path.sep)
        .join('/')
    : null;
  const under = (folder) => target !== null && (target === folder || target.startsWith(`${folder}/`));
  const feature = (file) => /^src\/features\/([^/]+)\//.exec(file)?.[1];

  if (from.startsWith('src/domain/')) {
    if (isRelative && !under('src/domain')) return 'src/domain imports nothing outside src/domain.';
    if (!isRelative && runtimePackages.test(specifier)) return `src/domain stays pure: no ${specifier}.`;
  }
  if (specifier === 'dexie' || specifier.startsWith('dexie/')) {
    if (!/^(src\/db|src\/sync|tests)\//.test(from)) return 'Only src/db and src/sync import dexie.';
  }
  if (from.startsWith('src/features/')) {
    const own = feature(from);
    const other = target && feature(`${target}/`);
    if (other && other !== own) return 'A feature never imports another feature; src/app composes them.';
    if (under('src/app') && target !== 'src/app/paths') return 'Features import from src/app only its paths.';
  }
  if (
    /^src\/(lib|ui|i18n|db|sync|search|domain)\//.test(from) &&
    (under('src/features') || under('src/app'))
  ) {
    return 'Shared layers never import features or the app.';
  }
  if (from.startsWith('src/sw/') && isRelative && !under('src/sw') && !under('src/domain')) {
    return 'The service worker imports only src/sw and src/domain: it must not pull the page in.';
  }
  if (from.startsWith('server/') && under('src') && !under('src/domain')) {
    return 'The server imports only src/domain from src/.';
  }
  if (from.startsWith('src/') && under('server')) return 'The browser code never imports the server.';
  return null;
}

const boundaries = {
  rules: {
    walls: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const check = (node) => {
          if (!node.source || typeof node.source.value !== 'string') return;
          const reason = wallBroken(context.filename, node.source.value);
          if (reason) context.report({ node: node.source, message: reason });
        };
        return {
          ImportDeclaration: check,
          ExportAllDeclaration: check,
          ExportNamedDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dev-dist/',
      'node_modules/',
      'server/db/migrations/',
      '.tsbuild/',
      'coverage/',
      'playwright-report/',
      'test-results/',
      'data/',
      '.e2e-data/',
      '.bench-data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { boundaries },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'boundaries/walls': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // An import cycle makes module order matter (a value read before its module ran): none allowed.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/sw/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['server/**', 'scripts/**', 'tests/**', '*.config.{js,ts}', '*.js', '.ci/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.tsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    plugins: { react },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      'react/prop-types': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
    rules: { ...reactHooks.configs.flat.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Screens show words through i18next only (STYLE.md, convention 11).
    files: ['src/features/**/*.tsx', 'src/app/**/*.tsx'],
    rules: { 'react/jsx-no-literals': ['error', { noStrings: false, ignoreProps: true }] },
  },
);

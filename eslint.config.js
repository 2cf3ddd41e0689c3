// One linter for the repo: strict TypeScript rules plus the import boundaries of ARCHITECTURE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

const noIo = [
  'node:*',
  'fs',
  'path',
  'pg',
  'fastify',
  'drizzle-orm',
  'drizzle-orm/*',
  '@electric-sql/*',
];

const webOnly = {
  group: [...noIo, '@hoa/db', '@hoa/server', '@hoa/server/*'],
  message: 'apps/web imports only @hoa/domain and @hoa/contract.',
};

const featureEntry =
  'A web feature uses another only through its index (../other); move what both need to widgets/ or to the feature that owns it.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: './tsconfig.eslint.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // A Playwright fixture that uses no other fixture takes `{}` as its first parameter.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...noIo, '@hoa/*'],
              message: 'packages/domain is pure: no I/O and no other workspace.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...noIo, '@hoa/db', '@hoa/server', '@hoa/web'],
              message: 'packages/contract depends only on zod and @hoa/domain.',
            },
          ],
        },
      ],
      // A URL leads to its code in one hop: every endpoint writes its path as one literal string,
      // so grepping '/api/Controller/Action' finds its contract (docs/routes.md goes on to the handler).
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='endpoint'][arguments.0.type!='ObjectExpression']",
          message: 'endpoint() takes an object literal that writes its path.',
        },
        {
          selector:
            "CallExpression[callee.name='endpoint'] > ObjectExpression:not(:has(> Property[key.name='path']))",
          message: "An endpoint writes its path itself: path: '/api/Controller/Action'.",
        },
        {
          selector:
            "CallExpression[callee.name='endpoint'] > ObjectExpression > Property[key.name='path']:not([value.type='Literal'])",
          message:
            "An endpoint's path is one literal string ('/api/Controller/Action'), not built.",
        },
      ],
    },
  },
  {
    files: ['apps/web/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [webOnly] }],
    },
  },
  // A web feature uses another only through its index (../other); the app (router, layout) may
  // import pages and routes directly. Files one folder deeper have their own relative spelling.
  ...[
    ['apps/web/src/features/*/*.{ts,tsx}', '../'],
    ['apps/web/src/features/*/*/**/*.{ts,tsx}', '../../'],
  ].map(([files, up]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webOnly,
            {
              group: [
                `${up}*/*`,
                `!${up}*/index`,
                `!../${up}**`,
                '**/features/*/*',
                '!**/features/*/index',
              ],
              message: featureEntry,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/server/src/modules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*', '!../*/index', '!../../**'],
              message: 'A server module uses another only through its public entry (index.ts).',
            },
          ],
        },
      ],
    },
  },
  prettier,
);

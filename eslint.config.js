/**
 * `npm run lint` (part of `npm test` and `npm run test:quick`): typescript-eslint's recommended
 * rules, plus the type-aware rules that catch what review misses at the edge: a promise nobody
 * awaits (a count or postback silently dropped when the isolate moves on) and a promise where a
 * value or a callback's result is expected. React's hooks rules for the islands.
 */
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      '.wrangler/',
      'test/.artifacts/',
      'worker-configuration.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The classic hooks rules; the React Compiler's rules (immutability and the rest) assume the
      // compiler, which this project does not use (SiteContext's render record is written on purpose).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-floating-promises': [
        'error',
        // node:test's describe/it return promises the runner itself awaits.
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite'] },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Validation patterns name control characters on purpose, to refuse them.
      'no-control-regex': 'off',
      // TypeScript already reports undefined names, with the right globals per configuration.
      'no-undef': 'off',
    },
  },
  {
    // The worker imports statically: wrangler's esbuild wraps a dynamically imported module and
    // all it imports in lazy initialisers, which a cold start parses twice (admin/lazy-admin.ts).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression',
          message:
            'The worker imports statically; build on first use instead (src/admin/lazy-admin.ts says why).',
        },
      ],
    },
  },
  {
    // CommonJS on purpose (src/markup/react-string-renderer.cjs: React's own entry switch).
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)

// ESLint (flat config): typescript-eslint's recommended rules and React's hooks rules, without type information
// (docs/architecture.md, "The build": why, and the times measured).
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default defineConfig(
  { ignores: ['dist/', 'release/', 'bench-report/', 'test-results/', 'playwright-report/', 'coverage/', '.cache/', '.evidence/'] },
  {
    files: ['{src,widgets,loader,test,fixtures,scripts}/**/*.{ts,tsx,mjs,js}', '*.config.{js,mjs,ts}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // `let [int, frac] = …` with one of them reassigned stays one declaration.
      'prefer-const': ['error', { destructuring: 'all' }],
      // `_name` marks a parameter or binding kept for its position.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  // The bundle runs in the browser; the fixture shop, the tools, the tests and the build config in Node (the e2e tests'
  // page.evaluate callbacks in the browser).
  { files: ['{src,widgets,loader}/**'], languageOptions: { globals: globals.browser } },
  { files: ['{test,fixtures,scripts}/**', '*.config.{js,mjs,ts}'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // Tests poke at page globals and probes (`(window as any).probeLog`, `storefrontMap`) the product does not type.
  { files: ['test/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);

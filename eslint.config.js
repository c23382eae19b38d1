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
  // DOM clobbering (docs/architecture.md, "Trust"): `Document`'s named properties override its built-ins, so shop content
  // can be `document.head`, `document.querySelectorAll`, `document.cookie`…: the bundle reads the document through
  // src/lib/dom.ts, which took its members from the prototypes before anything else ran. The inline head guard
  // (loader/dismissals-head.ts) runs in <head> before the body is parsed, when no element of the body exists yet.
  {
    files: ['{src,widgets,loader}/**'],
    ignores: ['src/lib/dom.ts', 'loader/dismissals-head.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='Identifier'][object.name='document']",
          message: "Read the document through src/lib/dom.ts's `doc` (doc.head, doc.querySelector…): shop content can shadow document.<member>.",
        },
        {
          selector: "MemberExpression[object.type='MemberExpression'][object.property.name='ownerDocument']",
          message: "Read another document through src/lib/dom.ts's `clean(…)`: shop content can shadow its members.",
        },
      ],
    },
  },
  { files: ['{test,fixtures,scripts}/**', '*.config.{js,mjs,ts}'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // Tests poke at page globals and probes (`(window as any).probeLog`, `storefrontMap`) the product does not type.
  { files: ['test/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);

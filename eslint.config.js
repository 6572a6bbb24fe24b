// ESLint: typed rules of typescript-eslint for the engine, the theme and the tools; React's
// JSX handled by TypeScript itself. `npm run lint` runs this with --max-warnings 0.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'node_modules/', 'test-artifacts/', 'bench/.work/', 'test/fixtures/**/build/', 'test/fixtures/mdx-site/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Non-null assertions mark invariants the types cannot express (a map filled just before).
      '@typescript-eslint/no-non-null-assertion': 'off',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/client/**', 'templates/client/**', 'test/fixtures/**/client/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Plain JavaScript tools: the typed rules need TypeScript's view of the code.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    rules: { ...tseslint.configs.disableTypeChecked.rules, 'no-console': 'off' },
  },
  {
    // Tests read JSON output and drive browsers: values of unknown shape are checked by their assertions.
    files: ['test/**'],
    rules: {
      'no-console': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // Docusaurus configs of fixture sites are CommonJS, as many real ones are.
    files: ['test/fixtures/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

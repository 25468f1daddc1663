// Lint: the rules core, geometry and terrain stay pure. They must not reach for Phaser, the DOM,
// Math.random or the clock, so that every game is a function of its seed and its commands.
import tseslint from 'typescript-eslint';

const pureMessage =
  'src/core, src/rulesets, src/geometry and src/terrain must stay pure (seeded dice only, no Phaser, DOM or clock).';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'tests/browser/out/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/core/**/*.ts', 'src/rulesets/**/*.ts', 'src/geometry/**/*.ts', 'src/terrain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'phaser', message: pureMessage }],
          patterns: [{ group: ['phaser/*', '**/scenes/**'], message: pureMessage }],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: pureMessage },
        { object: 'Date', property: 'now', message: pureMessage },
        { object: 'performance', property: 'now', message: pureMessage },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'Date', message: pureMessage },
        { name: 'window', message: pureMessage },
        { name: 'document', message: pureMessage },
        { name: 'localStorage', message: pureMessage },
        { name: 'navigator', message: pureMessage },
        { name: 'performance', message: pureMessage },
        { name: 'crypto', message: pureMessage },
      ],
    },
  },
);

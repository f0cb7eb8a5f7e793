import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which of the site's features each feature may import (apps/web/src/features). The graph has no
 * circle, which `featureBoundaries` checks as the config loads; where two features must meet in
 * the other direction, the app composes them (app/layout/player-menu.tsx, app/root.tsx).
 */
const FEATURE_IMPORTS = {
  auth: ['messages', 'tracking'],
  games: ['play'],
  gifts: ['auth'],
  home: [],
  messages: [],
  news: [],
  play: ['auth'],
  profile: ['auth'],
  realtime: ['auth', 'messages', 'support'],
  search: [],
  support: ['auth'],
  tracking: [],
};

/** One rule per feature: importing a feature it may not (by any relative path) is an error. */
function featureBoundaries() {
  const visiting = new Set();
  const done = new Set();
  const visit = (feature, path) => {
    if (done.has(feature)) return;
    if (visiting.has(feature))
      throw new Error(`features import in a circle: ${[...path, feature].join(' -> ')}`);
    visiting.add(feature);
    for (const next of FEATURE_IMPORTS[feature] ?? []) visit(next, [...path, feature]);
    visiting.delete(feature);
    done.add(feature);
  };
  Object.keys(FEATURE_IMPORTS).forEach((feature) => visit(feature, []));
  return Object.entries(FEATURE_IMPORTS).map(([feature, allowed]) => {
    const others = Object.keys(FEATURE_IMPORTS).filter(
      (other) => other !== feature && !allowed.includes(other),
    );
    return {
      files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.ts', '**/*.test.tsx'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(\\.\\./)+(${others.join('|')})(/|$)`,
                message: `${feature} may import only ${allowed.join(', ') || 'no other feature'} (FEATURE_IMPORTS in eslint.config.js).`,
              },
            ],
          },
        ],
      },
    };
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/.cache/**',
      '.scratch/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'bench/*.mjs', 'apps/*/*.mjs', 'scripts/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...featureBoundaries(),
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);

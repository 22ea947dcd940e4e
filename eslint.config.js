// ESLint flat config. Deliberately small and not type-aware (no `project`), so that a full
// run stays fast on a 2-core machine: TypeScript itself (`npm run typecheck`) checks types.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { fileURLToPath } from 'node:url';

export default [
  {
    ignores: ['dist/', 'build/', 'node_modules/', '.tmp/', 'bench-results/', 'data/'],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      parser: tseslint.parser,
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
    },
    plugins: {
      '@typescript-eslint': tseslint.plugin,
      'react-hooks': reactHooks,
      'import-x': importX,
    },
    settings: {
      // import-x only follows imports into files with these extensions, parsed by this parser;
      // without them `no-cycle` silently sees no .ts imports and reports nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { [fileURLToPath(new URL('./eslint-import-parser.cjs', import.meta.url))]: ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // Only the two classic hook rules, not the React-Compiler rules of the plugin's preset.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A static cycle between our own modules makes evaluation order fragile. A cycle closed by a
      // dynamic import() (a React.lazy split point) is evaluated after both sides loaded, so it is allowed.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrors: 'none',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
];

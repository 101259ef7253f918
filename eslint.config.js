import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;

// The route table (src/app/routes/) is plain data, no React (its own zone below keeps it so). The
// links of lib/links.ts (DESIGN.md puts linkTo in lib, the table in app/routes), the filter schemas
// that ui/ reads from the URL, the API's queries, the machines' guards and the server's AskCISO links
// all read it; the rest of app/ is the React shell and stays out of reach.
const appExceptRoutes = { from: 'src/app', except: ['./routes'] };

const screenAreas = readdirSync(join(root, 'src/screens'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// STYLE.md habit 7 (issue 13 item 6): boundaries on resolved paths, not on the text of an import.
const zones = [
  { target: 'src', from: 'server', message: 'src/ never imports server/; share through src/api/contract.' },

  ...['src/ui', 'src/lib'].map((target) => ({
    target,
    from: ['src/screens', 'src/commands', 'src/askciso', 'src/domain'],
    message: 'ui/ and lib/ are shared: they import no screen, command, AskCISO or domain widget.',
  })),
  { target: 'src/ui', ...appExceptRoutes, message: 'ui/ imports nothing from app/ but the route table data.' },
  { target: 'src/lib', from: 'src/app', except: ['./routes'], message: 'lib/ imports nothing from app/.' },
  {
    target: 'src/lib/**/!(links|links.test).{ts,tsx}',
    from: 'src/app/routes',
    message: 'Only lib/links.ts reads the route table.',
  },

  { target: 'src/api', from: ['src/commands', 'src/screens', 'src/askciso'], message: 'api/ is below the screens: no command, screen or AskCISO import.' },
  { target: 'src/api', ...appExceptRoutes, message: 'api/ imports nothing from app/ but the route table data.' },

  { target: 'src/machines', from: 'src/screens', message: 'Machines import no screen.' },
  { target: 'src/machines', ...appExceptRoutes, message: 'Machines import nothing from app/ but the route table data.' },

  { target: 'src/domain', from: ['src/screens', 'src/commands', 'src/askciso'], message: 'Domain widgets are shared by areas: no screen, command or AskCISO import.' },
  { target: 'src/domain', ...appExceptRoutes, message: 'Domain widgets import nothing from app/ but the route table data.' },

  {
    target: 'src/app/routes/**/!(*.test).ts',
    from: ['src/screens', 'src/ui', 'src/commands', 'src/askciso', 'src/machines', 'src/domain'],
    message: 'The route table is plain data (the server and lib/ read it): it imports no React code.',
  },
  { target: 'src/app/routes/**/!(*.test).ts', ...appExceptRoutes, message: 'The route table is plain data: it imports nothing else from app/.' },

  ...screenAreas.map((area) => ({
    target: `src/screens/${area}`,
    from: 'src/screens',
    except: [`./${area}`],
    message: 'Screens never import another area\'s screens; move what both need to src/domain or src/ui.',
  })),

  // AskCISO on the server answers help questions from the same help content the help pages show, so
  // the server may read src/help's data files (.ts), never its React components (.tsx).
  {
    target: 'server',
    from: 'src',
    except: ['./api/contract', './app/routes', './lib', './help'],
    message: 'server/ reads from src/ only the contract, the route table, lib/ and help data.',
  },
  { target: 'server', from: 'src/help/**/*.tsx', message: 'server/ reads help data, not help components.' },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(root, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/app/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-*', '@radix-ui/*', '@tanstack/react-*'], message: 'The route table is plain data: no React.' }] }],
    },
  },
);

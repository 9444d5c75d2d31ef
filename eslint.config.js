// The linter: JavaScript's and TypeScript's recommended rules, React's rules of hooks on the
// client, and the boundaries of the tree (STYLE.md): features never import each other, the
// generic record screens and the client's lib never import a feature, neither the record engine
// (the server's modules/ and seed/, the domain's entities/) nor the client's generic screens import
// an object, no object imports another, and the packages keep their direction (domain imports
// neither server nor web; server and web not each other). import/no-cycle is left out: it took 80
// of the lint's 95 seconds; the engine-to-object zone is what kept the known circle from coming back.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = 'packages/web/src';
const SERVER = 'packages/server/src';
const DOMAIN = 'packages/domain/src';
const directories = (path) =>
  readdirSync(new URL(`./${path}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = directories(`${WEB}/features`);
/** Object folders (`objects/<module>/<object>`) of a package, as paths from its objects/ folder. */
const objectFolders = (root) =>
  directories(`${root}/objects`).flatMap((module) => directories(`${root}/objects/${module}`).map((object) => `${module}/${object}`));

/** import/no-restricted-paths zones: `target` files may not import from `from` (paths from the root). */
const boundaries = [
  ...features.map((feature) => ({
    target: `./${WEB}/features/${feature}`,
    from: `./${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: share through records/, lib/ or @crm/domain.',
  })),
  { target: `./${WEB}/records`, from: `./${WEB}/features`, message: 'The generic record screens never import a feature.' },
  { target: `./${WEB}/lib`, from: `./${WEB}/features`, message: 'lib/ is below every feature and never imports one.' },
  {
    // Its tests may register the objects, as buildApp does, to check the whole demo world.
    target: `./${SERVER}/seed/!(*.test).ts`,
    from: `./${SERVER}/objects`,
    message: 'The seed imports no object: objects register their demo generators (src/objects/index.ts).',
  },
  {
    target: `./${DOMAIN}/entities`,
    from: `./${DOMAIN}/objects`,
    message: 'The engine imports no object: objects/index.ts lists them.',
  },
  {
    target: [`./${WEB}/records`, `./${WEB}/lib`, `./${WEB}/features`, `./${WEB}/app/record-routes.tsx`],
    from: `./${WEB}/objects`,
    message: 'The generic screens import no object: objects register themselves (src/objects/index.ts, registered by app/routes.tsx).',
  },
  {
    target: `./${SERVER}/modules`,
    from: `./${SERVER}/objects`,
    message: 'The engine imports no object: objects register themselves (src/objects/index.ts).',
  },
  ...[WEB, SERVER, DOMAIN].flatMap((root) =>
    objectFolders(root).map((folder) => ({
      target: `./${root}/objects/${folder}`,
      from: `./${root}/objects`,
      except: [`./${folder}`],
      message: 'An object never imports another object: share through the engine or @crm/domain.',
    })),
  ),
  { target: './packages/domain', from: './packages/server', message: 'The domain package is pure: it never imports the server.' },
  { target: './packages/domain', from: './packages/web', message: 'The domain package is pure: it never imports the client.' },
  { target: './packages/server', from: './packages/web', message: 'The server never imports the client.' },
  { target: './packages/web', from: './packages/server', message: 'The client never imports the server.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'test-results/**', 'data/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin },
    // Imports name their files with the extension, so Node's resolution finds them.
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      // Migrations and the engine's dynamic tables are typed Kysely<any> on purpose (Kysely's own advice).
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);

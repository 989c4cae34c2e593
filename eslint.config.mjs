// One ESLint config for the whole workspace. Module boundaries are the point of it:
// the tags in each project's package.json decide who may import whom.
import fs from 'node:fs';

import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export const depConstraints = [
  // Libraries are leaves: they import only other libraries, never an app or a remote.
  { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
  // Code shared by browser and API imports nothing browser- or server-specific.
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  // Browser libraries may use the shared contracts and rules.
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:shared', 'scope:web'] },
  // The API uses shared contracts and rules, never browser code.
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared'] },
  // The shell and each remote import only libraries: never services/, never another remote.
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared', 'scope:web'] },
  { sourceTag: 'scope:shop', onlyDependOnLibsWithTags: ['scope:shared', 'scope:web'] },
  { sourceTag: 'scope:dashboard', onlyDependOnLibsWithTags: ['scope:shared', 'scope:web'] },
  { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:shared', 'scope:web'] },
  { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib'] },
  // The web server (static files, server-side render) runs the shell's server build by path and
  // imports only libraries.
  { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:lib'] },
  // Dev tooling and browser tests may use libraries, the tools and the web server (to run the
  // shop locally), not app source.
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['type:lib', 'type:server'] },
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['type:lib', 'type:tool', 'type:server'] },
];

/** Each feature folder of each browser app may not import another feature of the same app. */
const FEATURE_ZONES = ['shell', 'mfe-shop', 'mfe-dashboard', 'mfe-admin'].flatMap((app) => {
  const features = fs
    .readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message:
      'A feature may not import another feature: move what both need to components/ or a library.',
  }));
});

/**
 * The API's modules (folders of services/src) in layers, lowest first: a module imports only modules
 * of lower layers (never one of its own layer), and only through their index.ts. A new folder must be
 * given a layer here. services/README.md explains the order.
 */
const API_LAYERS = [
  // Typed environment (and paths.ts beside it): read by everything, reads nothing.
  ['config'],
  // Errors, guards, pipes, validation and Swagger helpers every module uses.
  ['common'],
  // Infrastructure: each one service over its own collection or transport, no business rules.
  ['mail', 'audit', 'images', 'sessions', 'rate-limits', 'migrations', 'health'],
  // Outgoing messages (mail, rate limits), the contact form (audit), the payment processors,
  // the remotes' releases (audit).
  ['notifications', 'contact', 'payment-providers', 'releases'],
  // The two records the rest is about: accounts (sessions, photos) and products (images).
  ['users', 'catalogue'],
  // Signing in: users, sessions and the mails about them. Stock: the orders' reservations and
  // give-backs of each variant, in the catalogue's parts. Search: the catalogue's snapshot and index.
  ['auth', 'stock', 'search', 'shipping'],
  // Orders: stock, users, refunds through the payment providers, notifications.
  ['orders'],
  // What acts on orders: reviews (verified purchases), taking payments, deleting ordered products;
  // the storefront's filtered listing (the catalogue's templates over the search snapshot);
  // couriers (booking an order's parcel, reading orders through their index, audited).
  ['reviews', 'payments', 'catalogue-admin', 'browse', 'couriers'],
  // Printable invoices and labels: orders through their index, couriers' shipments (read only).
  ['documents'],
  // Risk check by phone: a phone's orders (orders) and the couriers' fraud check, audited.
  ['risk'],
  // Cash-on-delivery reconciliation: reads the couriers' shipments (a read-only view), audited.
  ['cod-ledger'],
  // What the customer sees of an order on its way: the order and its parcel as one timeline.
  ['tracking'],
  // Demo data, written through the services of catalogue, reviews and users.
  ['seed'],
];
/** The app itself (services/src/*.ts): composes every module; no module imports it. */
const API_APP_FILES = ['app.module.ts', 'app.ts', 'main.ts', 'database.ts'];
const API_ZONES = (() => {
  const src = (name) => `./services/src/${name}`;
  const folders = fs
    .readdirSync(new URL('./services/src', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const layered = API_LAYERS.flat();
  const unplaced = folders.filter((folder) => !layered.includes(folder));
  if (unplaced.length)
    throw new Error(
      `eslint.config.mjs: give services/src/${unplaced.join(', ')} a layer in API_LAYERS`,
    );
  const layerOf = (name) => API_LAYERS.findIndex((layer) => layer.includes(name));
  const viaIndex = (target, name) => ({
    target,
    from: src(name),
    except: ['./index.ts'],
    message: `Import ${name} through its index.ts (its public surface): '../${name}'.`,
  });
  return [
    ...layered.flatMap((name) => {
      const above = layered.filter((other) => other !== name && layerOf(other) >= layerOf(name));
      return [
        {
          target: src(name),
          from: [...above.map(src), ...API_APP_FILES.map(src)],
          message: `${name} may import only modules of lower layers (API_LAYERS in eslint.config.mjs): move what both need down, or invert the dependency.`,
        },
        ...layered
          .filter((other) => layerOf(other) < layerOf(name))
          .map((other) => viaIndex(src(name), other)),
      ];
    }),
    ...layered.map((name) => viaIndex(API_APP_FILES.map(src), name)),
  ];
})();

/**
 * Shared modules the shell's `main.ts` imports dynamically, not to load them lazily (they are
 * Module Federation shared modules, loaded asynchronously in any case) but so that each is
 * evaluated as its file arrives; the app imports them statically as usual.
 */
const EARLY_EVALUATED_LIBS = ['@shop/i18n', '@shop/api-client', '@shop/router'];

/** The Nx module-boundary rule with these constraints. */
function moduleBoundaries(constraints) {
  return [
    'error',
    {
      enforceBuildableLibDependency: false,
      banTransitiveDependencies: false,
      allow: [],
      depConstraints: constraints,
      checkDynamicDependenciesExceptions: EARLY_EVALUATED_LIBS,
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.nx/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
      '**/.outbox/**',
      '**/@mf-types/**',
      'tools/embedded-mongo/target/**',
      // The fuzzing's virtualenv (Python packages with their own scripts) and its reports.
      '.venv-schemathesis/**',
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx },
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundaries(depConstraints),
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Build configs and test harnesses may use dev tooling (@shop/tools: webpack factory,
    // embedded database); application source may not.
    files: [
      '**/webpack.config.*',
      '**/jest*.config.*',
      '**/test/**',
      // Test helpers of a React app (bulletproof-react's src/testing): used by specs only.
      '**/src/testing/**',
      '**/*.e2e-spec.ts',
      '**/*.spec.ts',
      '**/*.spec.tsx',
    ],
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundaries(
        depConstraints.map((c) => ({
          ...c,
          onlyDependOnLibsWithTags: [...c.onlyDependOnLibsWithTags, 'type:tool'],
        })),
      ),
    },
  },
  {
    // Jest configs extend the root preset by path; they are configuration, not project code.
    files: ['**/jest.config.js', '**/jest.*.config.js', 'tools/jest/*.js'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Shared-module boundaries the bundle budget depends on (docs/architecture.md, "Shared bundles"): routing goes
    // through @shop/router (the singleton webpack can tree-shake); Redux Toolkit and react-toastify
    // stay inside @shop/api-client (not shared, so a remote importing them would get a second copy,
    // and a toast that reaches no container). Specs may use react-router-dom's test routers.
    files: ['shell/src/**', 'mfe-*/src/**', 'libs/ui/src/**'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['react-router-dom', 'react-router'].map((name) => ({
            name,
            message: 'Import routing from @shop/router (the shared, tree-shaken router).',
          })),
          patterns: [
            {
              group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*'],
              allowTypeImports: true,
              message: 'Use @shop/api-client (store, api, slices); Redux Toolkit is bundled there.',
            },
            {
              group: ['react-toastify'],
              allowTypeImports: true,
              message:
                'Use notify from @shop/api-client: it loads react-toastify on the first toast.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        __dirname: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The API's modules depend one way: a cycle between two files (or two modules) means neither
    // can be understood, tested or moved alone. Modules import only lower layers, each through its
    // index.ts (API_LAYERS).
    files: ['services/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'services/tsconfig.json' }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: API_ZONES, basePath: new URL('.', import.meta.url).pathname },
      ],
    },
  },
  {
    // Specs may reach into what they test and use the seed's data.
    files: ['services/src/**/*.spec.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Feature folders of the browser apps stand alone (bulletproof-react's rule): what two features
    // share lives in the app's components/, hooks/, lib/ or a library, never in a feature the other
    // one reaches into.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.base.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        // Zones are relative to the workspace root; Nx runs ESLint inside each project.
        { zones: FEATURE_ZONES, basePath: new URL('.', import.meta.url).pathname },
      ],
    },
  },
  prettier,
);

/**
 * One webpack configuration for every frontend: the shell (Module Federation host) and the three
 * remotes. Each app's `webpack.config.js` calls `createFrontendConfig` with its name and exposes.
 *
 * Decisions that matter (see docs/architecture.md):
 * - remotes are not listed here: the shell learns their URLs from `/config.json` at run time;
 * - a short, explicit list of shared singletons, `loaded-first` so no remote entry loads at boot;
 * - antd is NOT shared (measured with `tools/webpack/measure-shared.ts`); `SHARE_ANTD=1` builds
 *   the alternative so the measurement can be repeated;
 * - content-hashed file names (long caching), fixed names for `remoteEntry.js`/`mf-manifest.json`;
 * - one federation runtime per page: the shell provides its core to the remotes
 *   (`federationExperiments`), so a remote's standalone app is a build of its own
 *   (`createStandaloneConfig`, into `dist/standalone/`);
 * - every build, the shell's too, writes `mf-manifest.json`, whose `shared` entries name the files
 *   of the shared modules (the benchmarks classify downloaded scripts with it), and whose
 *   `metaData.buildInfo.buildVersion` is the app's own package.json version (its release);
 * - a remote's `exposes` must be exactly the modules the route table (`REMOTE_ROUTES` in
 *   @shop/contracts) lists for it, or the build stops;
 * - production scripts start with V8's compile hint (`compile-hints.ts`): compiled while they
 *   download, off the main thread, not function by function as they first run.
 */
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { exposesOf, REMOTE_NAMES, type RemoteName } from '@shop/contracts';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DefinePlugin,
  NormalModuleReplacementPlugin,
  type Configuration,
  type PathData,
} from 'webpack';
import { CompileHintsPlugin } from './compile-hints';
import {
  OPTIONAL_SHARED,
  SHARED_SINGLETONS,
  shareAntd,
  sharedConfig,
  typescriptRule,
  type FrontendOptions,
} from './shared';

export * from './shared';

/** Spec §9: script chunk load timeout. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

interface WebpackArgv {
  mode?: 'production' | 'development' | 'none';
  env?: Record<string, unknown>;
}

/**
 * What the federation runtime can leave out, measured on the storefront's first visit: the
 * browser-only runtime (`target: 'web'`, −1.8 KB gzip in each build), and in a remote, the code for
 * loading other remotes (`disableRemote`, −8.6 KB gzip of remoteEntry.js): remotes only provide
 * modules, the shell alone loads remotes.
 */
export function federationRuntimeOptimization(isHost: boolean) {
  return isHost ? { target: 'web' as const } : { target: 'web' as const, disableRemote: true };
}

/**
 * Content-hashed entry file names. The federation runtime module asks for the entry chunk's file
 * name before content hashes exist, only to learn its folder depth; answering with the unhashed
 * name there (same folder) avoids webpack's "[contenthash] not implemented in this context" error,
 * and the emitted file still carries its hash.
 */
function entryFilename(pathData: PathData): string {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js';
}

/** The app's release: `version` of its own package.json (each remote is versioned on its own). */
export function packageVersion(projectRoot: string): string {
  const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
    version?: unknown;
  };
  if (typeof pkg.version !== 'string' || pkg.version === '') {
    throw new Error(`${path.join(projectRoot, 'package.json')} has no "version"`);
  }
  return pkg.version;
}

/** The part of the federation stats/manifest `additionalData` sees that this config touches. */
interface ManifestStats {
  metaData: { buildInfo: { buildVersion: string; buildName?: string } };
}

/**
 * `manifest.additionalData`: writes the app's version into `metaData.buildInfo.buildVersion` of
 * `mf-manifest.json` (and `mf-manifest-stats.json`). The plugin already fills that field from the
 * package.json next to the webpack context, but lets the `MF_BUILD_VERSION` environment variable
 * override it for every build of the run (one `nx run-many` would stamp all remotes alike); this
 * pins it to the app's own release.
 */
export function stampBuildVersion(version: string) {
  return <S extends ManifestStats>({ stats }: { stats: S }): S => {
    stats.metaData.buildInfo.buildVersion = version;
    return stats;
  };
}

/**
 * A remote exposes exactly the modules the route table lists for it: a module the shell cannot
 * route to, or a route whose module does not exist, is a typo the build refuses.
 */
export function checkExposes(name: RemoteName, exposes: Record<string, string> = {}): void {
  const expected = new Set<string>(exposesOf(name));
  const actual = new Set(Object.keys(exposes));
  const missing = [...expected].filter((expose) => !actual.has(expose));
  const unknown = [...actual].filter((expose) => !expected.has(expose));
  if (missing.length === 0 && unknown.length === 0) return;
  throw new Error(
    [
      `${name}: webpack "exposes" does not match the route table (REMOTE_ROUTES in @shop/contracts).`,
      missing.length ? `  In the table but not exposed: ${missing.join(', ')}` : '',
      unknown.length ? `  Exposed but not in the table: ${unknown.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

const isRemoteName = (name: string): name is RemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(name);

/** Scripts through SWC, CSS extracted in production (style-loader in development), assets. */
function browserRules(production: boolean) {
  return [
    typescriptRule(production, 'es2020'),
    // Production extracts CSS to files (the SSR handler inlines a route's CSS into the HTML;
    // other pages load it as stylesheets); development keeps style-loader's fast reloads.
    {
      test: /\.css$/,
      use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
    },
    { test: /\.(svg|png|jpe?g|webp|gif|woff2?)$/i, type: 'asset/resource' as const },
  ];
}

/**
 * JavaScript minified by SWC (the @swc/core the loaders already use) instead of webpack's default,
 * terser with two compress passes, which took most of a production build's CPU: mfe-admin's three
 * bundles took 101 s of CPU with terser and 35 with SWC, its browser JS 1.2 % smaller gzipped. The
 * browser tests wait for every app's build.
 *
 * Stylesheets minified by esbuild: a server-rendered page carries its shell's and its route's
 * stylesheets inline, so their comments and whitespace were in every page's HTML (`/shops`' two,
 * 10.2 KB gzipped, are 6.3 minified).
 */
export function browserOptimization() {
  return {
    minimizer: [
      new MinimizerPlugin({
        minify: {
          implementation: MinimizerPlugin.swcMinify,
          options: { compress: true, mangle: true },
        },
      }),
      new MinimizerPlugin({
        test: /\.css(\?.*)?$/i,
        minify: {
          implementation: MinimizerPlugin.esbuildMinifyCss,
          // Browsers of the scripts' es2020: no CSS spelling they could not read.
          options: { target: ['chrome80', 'edge80', 'firefox78', 'safari14'] },
        },
      }),
    ],
  };
}

function cssPlugins(production: boolean) {
  return production
    ? [
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:10].css',
          chunkFilename: '[name].[contenthash:10].css',
        }),
      ]
    : [];
}

/**
 * The federation options of a build. A remote takes the federation runtime core from the page
 * that loads it (`externalRuntime`: ≈ 11 KB gz less in each `remoteEntry.js`); the shell, the only
 * host, provides the parts the remotes use (`shell/src/features/remotes/runtime-core.ts`: the
 * plugin's own `provideExternalRuntime` ships the whole core, 22 KB gz more in the shell). A
 * remote's standalone app is therefore a separate build (`createStandaloneConfig`), with no
 * federation at all.
 */
export function federationExperiments(isHost: boolean) {
  return {
    optimization: federationRuntimeOptimization(isHost),
    ...(isHost ? {} : { externalRuntime: true }),
  };
}

/**
 * Module replacements of the production browser builds (JS on the first visit):
 * - react-router's package `exports` name only its development build, whose dev-only warnings
 *   (`ENABLE_DEV_WARNINGS`) stay in the bundle; its production build, in the same package, is the
 *   same code without them;
 * - react-i18next imports `use-sync-external-store/shim`, a fallback for React before 18: React 19
 *   has `useSyncExternalStore`, so the shim is React's own hook.
 */
export function productionAliases(production: boolean): Record<string, string> {
  if (!production) return {};
  const reactRouter = path.join(path.dirname(require.resolve('react-router')), '..', 'production');
  return {
    'react-router$': path.join(reactRouter, 'index.mjs'),
    'react-router/dom$': path.join(reactRouter, 'dom-export.mjs'),
    'use-sync-external-store/shim$': path.join(__dirname, 'use-sync-external-store-shim.mjs'),
  };
}

/** The federation SDK's environment module, which the production browser builds replace. */
export const FEDERATION_SDK_ENV = /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]env\.js$/;

/**
 * The production browser builds' federation runtime without its start-up read of localStorage
 * (`federation-env.mjs` says why): the SDK's `env.js` is replaced by that file, and its debug mode
 * is `FEDERATION_DEBUG` in the build's environment.
 */
export function federationEnvReplacement(production: boolean) {
  if (!production) return [];
  return [
    new NormalModuleReplacementPlugin(
      FEDERATION_SDK_ENV,
      path.join(__dirname, 'federation-env.mjs'),
    ),
    new DefinePlugin({ FEDERATION_DEBUG: JSON.stringify(Boolean(process.env.FEDERATION_DEBUG)) }),
  ];
}

/** What a remote's container build leaves in its dist/ for the other builds written there. */
export const REMOTE_DIST_KEEP = /^(server|standalone)[\\/]|^index\.html$/;

export function createFrontendConfig(options: FrontendOptions) {
  const { name, projectRoot, title, exposes } = options;
  const isHost = name === 'shell';
  if (isRemoteName(name)) checkExposes(name, exposes);
  const version = packageVersion(projectRoot);

  return (_env: unknown, argv: WebpackArgv = {}): Configuration => {
    const production = (argv.mode ?? 'production') === 'production';
    const shared = sharedConfig(
      shareAntd() ? [...SHARED_SINGLETONS, ...OPTIONAL_SHARED] : SHARED_SINGLETONS,
    );
    const favicon = path.join(projectRoot, 'src', 'favicon.svg');

    return {
      mode: production ? 'production' : 'development',
      context: projectRoot,
      // A remote's only entry is its container (remoteEntry.js, added by the federation plugin);
      // its standalone app is built by `createStandaloneConfig`.
      entry: isHost ? { main: options.entry ?? './src/main.ts' } : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(projectRoot, 'dist'),
        filename: production ? entryFilename : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // The shell serves deep links (/dashboard/profile), so its assets hang off the root; a
        // remote's assets are resolved against wherever its remoteEntry.js was loaded from.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        // A remote's dist/server/ belongs to its server build (tools/webpack/server.ts), its
        // dist/standalone/ and index.html to its standalone build, built alongside; the shell's
        // server build is elsewhere (dist-server/), so a server/ folder in the shell's dist/ (an
        // older build's) is removed.
        clean: isHost ? true : { keep: REMOTE_DIST_KEEP },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: productionAliases(production),
      },
      module: { rules: browserRules(production) },
      optimization: browserOptimization(),
      plugins: [
        ...cssPlugins(production),
        ...federationEnvReplacement(production),
        ...(production ? [new CompileHintsPlugin()] : []),
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          shared,
          // Shared modules come from whoever loaded them first; 'version-first' would fetch every
          // registered remote's entry at start-up.
          shareStrategy: 'loaded-first',
          // No type generation or download: these builds run without network access.
          dts: false,
          // The shell's manifest is read by no runtime; it lists the files of its shared modules
          // for `npm run bench:web` (tools/bench/script-groups.ts), as the remotes' manifests do.
          manifest: { fileName: 'mf-manifest.json', additionalData: stampBuildVersion(version) },
          experiments: federationExperiments(isHost),
        }),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: path.join(projectRoot, 'src', 'index.html'),
                title,
                publicPath: '/',
                ...(existsSync(favicon) ? { favicon } : {}),
              }),
            ]
          : []),
      ],
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

/** Where a remote's standalone app is built, inside its dist/ (served at `/standalone/`). */
export const STANDALONE_DIR = 'standalone';

/**
 * A remote's standalone app (its own `index.html`, for running and testing it alone): a plain
 * webpack build of `src/main.ts` with no federation, into `dist/standalone/`, with its
 * `index.html` at the top of `dist/` so the remote's server answers deep links with it.
 */
export function createStandaloneConfig(options: Omit<FrontendOptions, 'exposes'>) {
  const { projectRoot, title, name } = options;
  return (_env: unknown, argv: WebpackArgv = {}): Configuration => {
    const production = (argv.mode ?? 'production') === 'production';
    const favicon = path.join(projectRoot, 'src', 'favicon.svg');
    const publicPath = `/${STANDALONE_DIR}/`;
    return {
      name: `${name}-standalone`,
      mode: production ? 'production' : 'development',
      context: projectRoot,
      entry: { main: options.entry ?? './src/main.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(projectRoot, 'dist', STANDALONE_DIR),
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        publicPath,
        uniqueName: `${name}_standalone`,
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      },
      module: { rules: browserRules(production) },
      optimization: browserOptimization(),
      plugins: [
        ...cssPlugins(production),
        new HtmlWebpackPlugin({
          template: path.join(projectRoot, 'src', 'index.html'),
          // Beside remoteEntry.js: the remote's server answers its deep links (/product/42) with it.
          filename: '../index.html',
          title,
          publicPath,
          ...(existsSync(favicon) ? { favicon } : {}),
        }),
      ],
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

// The server variant of these builds (server-side rendering of the public routes).
export { createServerConfig } from './server';

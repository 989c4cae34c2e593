/**
 * The server variant of a frontend build, for server-side rendering of the public routes through
 * Module Federation's Node runtime (`@module-federation/node`).
 *
 * - `target: 'async-node'`. The shell's server build goes to `shell/dist-server/`, outside the
 *   folder the static server and nginx serve (`dist/`): server code is never downloadable. A
 *   remote's server container is written beside its browser files under `dist/server/`, on
 *   purpose: the shell's renderer fetches it from the remote's URL at run time, so the remote
 *   still deploys on its own (it is the storefront's page code, the same the browser downloads,
 *   built for Node; it holds no secret);
 * - the same shared singletons as the browser build, so the shell's server bundle provides React,
 *   the router, the store and the API client to the remote's server code;
 * - the node runtime plugin on both sides: the shell's server code registers the storefront's
 *   *server* `remoteEntry.js` by URL at run time (`<remote origin>/server/remoteEntry.js`) and its
 *   chunks are fetched over HTTP from the remote's server (the remote still deploys on its own);
 * - a remote's server build sets its public path at run time from the URL it was loaded from
 *   (`server-public-path-plugin.ts`), so its chunks resolve and its images render with the same
 *   URLs as in the browser (no hydration mismatch); the same plugin sends the requests to an
 *   internal address where the public one is not reachable from the server (`SSR_REMOTE_ORIGINS`);
 * - CSS is ignored (the browser build extracts it; the SSR handler inlines it), images are not
 *   emitted again (same content hash, same URL as the browser build's).
 */
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import path from 'node:path';
import type { Configuration } from 'webpack';
import {
  OPTIONAL_SHARED,
  SHARED_SINGLETONS,
  shareAntd,
  sharedConfig,
  typescriptRule,
  type FrontendOptions,
} from './shared';

/** Folder (inside a remote's dist/) of the remote's server container, published with it. */
export const SERVER_DIR = 'server';
/** A remote's server container, published beside its browser files. */
export const SERVER_REMOTE_ENTRY = `${SERVER_DIR}/remoteEntry.js`;
/**
 * Folder (beside the app's dist/, never inside it) of the shell's server build, and its entry file
 * (`shell/dist-server/main.js`, a CommonJS module): nothing that serves dist/ can serve it.
 */
export const HOST_SERVER_DIR = 'dist-server';
export const HOST_SERVER_MAIN = `${HOST_SERVER_DIR}/main.js`;

interface WebpackArgv {
  mode?: 'production' | 'development' | 'none';
}

/** Server options: the shell's entry is its SSR module (`./src/server/index.ts`). */
export interface ServerOptions extends Pick<FrontendOptions, 'name' | 'projectRoot' | 'exposes'> {
  entry?: string;
}

/** Files of a remote's server build that its browser build must keep when it cleans dist/. */
export const isServerFile = (file: string) => file.split(/[\\/]/)[0] === SERVER_DIR;

export function createServerConfig(options: ServerOptions) {
  const { name, projectRoot, exposes } = options;
  const isHost = name === 'shell';

  return (_env: unknown, argv: WebpackArgv = {}): Configuration => {
    const production = (argv.mode ?? 'production') === 'production';
    const shared = sharedConfig(
      shareAntd() ? [...SHARED_SINGLETONS, ...OPTIONAL_SHARED] : SHARED_SINGLETONS,
    );
    return {
      name: 'server',
      mode: production ? 'production' : 'development',
      context: projectRoot,
      // A remote's server build has no entry of its own: its container is the entry.
      entry: isHost ? { main: options.entry ?? './src/server/index.ts' } : {},
      devtool: false,
      target: 'async-node',
      output: {
        path: path.join(projectRoot, isHost ? HOST_SERVER_DIR : 'dist'),
        filename: isHost ? '[name].js' : `${SERVER_DIR}/[name].js`,
        chunkFilename: `${isHost ? '' : `${SERVER_DIR}/`}[name].[contenthash:10].js`,
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // The shell's assets hang off the root (as in the browser); a remote's public path is set
        // at run time by server-public-path-plugin.ts.
        publicPath: isHost ? '/' : '',
        uniqueName: `${name}_server`,
        chunkLoading: 'async-node',
        ...(isHost ? { library: { type: 'commonjs2' } } : {}),
        // The shell's folder is its own; in a remote's dist/ the browser build owns all but server/.
        clean: isHost ? true : { keep: (file: string) => !isServerFile(file) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      },
      module: {
        rules: [
          typescriptRule(production, 'es2022'),
          // Styles come from the browser build's extracted CSS (inlined by the SSR handler).
          { test: /\.css$/, use: path.join(__dirname, 'empty-loader.js') },
          {
            test: /\.(svg|png|jpe?g|webp|gif|woff2?)$/i,
            type: 'asset/resource',
            generator: { emit: false },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost
            ? {}
            : {
                filename: SERVER_REMOTE_ENTRY,
                exposes,
                library: { type: 'commonjs-module', name },
              }),
          remoteType: 'script',
          shared,
          shareStrategy: 'loaded-first',
          runtimePlugins: [
            require.resolve('@module-federation/node/runtimePlugin'),
            path.join(__dirname, 'server-public-path-plugin.ts'),
          ],
          dts: false,
          manifest: false,
          experiments: { optimization: { target: 'node' } },
        }),
      ],
      optimization: {
        // Readable stack traces in server logs; size does not matter on the server.
        minimize: false,
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

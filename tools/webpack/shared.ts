/**
 * What the browser and server builds share (webpack/index.ts and webpack/server.ts both import it,
 * neither imports the other for it): the shared singletons, the app options, the TypeScript rule.
 */
import type { RemoteName } from '@shop/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Shared as singletons between the shell and every remote: one React, one router, one store. */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  // React 19 keeps the renderer in react-dom/client (react-dom itself is ~4 KB). Without sharing it,
  // antd's copy in each remote pulled a second renderer (~200 KB raw) into every remote page.
  'react-dom/client',
  // The routes' API (a re-export of the react-router exports in use): one router for all apps.
  '@shop/router',
  'react-redux',
  // The store, the API cache, and `notify` (whose lazily loaded react-toastify is therefore one copy).
  '@shop/api-client',
  // One i18next instance: the shell and every remote switch language together.
  '@shop/i18n',
] as const;

/** Shared only in the measurement build (`SHARE_ANTD=1`). */
export const OPTIONAL_SHARED = ['antd'] as const;

interface SharedSingleton {
  singleton: true;
  requiredVersion: string | false;
}

export type FederationName = 'shell' | RemoteName;

export interface FrontendOptions {
  /** Module Federation container name. `shell` is the host; the others are remotes. */
  name: FederationName;
  /** The app's folder (pass `__dirname` from its webpack.config.js). */
  projectRoot: string;
  /** Title of the app's own index.html. */
  title: string;
  /** Route-level modules a remote exposes, e.g. `{ './ShopsPage': './src/exposes/shops-page.tsx' }`. */
  exposes?: Record<string, string>;
  /** Entry module; defaults to `./src/main.ts` (the async boundary that imports the bootstrap). */
  entry?: string;
}

const workspaceRoot = path.resolve(__dirname, '..', '..');

function rootDependencyRanges(): Record<string, string> {
  const pkg = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return { ...pkg.devDependencies, ...pkg.dependencies };
}

/** Whether this build shares antd (measurement only). */
export function shareAntd(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SHARE_ANTD === '1' || env.SHARE_ANTD === 'true';
}

/**
 * The `shared` option: every listed package is a singleton. Versions come from the root
 * package.json (where npm workspaces declare every dependency); workspace libraries accept any version.
 */
export function sharedConfig(
  packages: readonly string[] = SHARED_SINGLETONS,
): Record<string, SharedSingleton> {
  const ranges = rootDependencyRanges();
  const shared: Record<string, SharedSingleton> = {};
  for (const request of packages) {
    // 'react-dom/client' takes the version range of 'react-dom'.
    const pkg = request
      .split('/')
      .slice(0, request.startsWith('@') ? 2 : 1)
      .join('/');
    shared[request] = {
      singleton: true,
      requiredVersion: pkg.startsWith('@shop/') ? false : (ranges[pkg] ?? false),
    };
  }
  return shared;
}

/** TypeScript and TSX through SWC (React's automatic runtime), for the browser and server builds. */
export function typescriptRule(production: boolean, target: 'es2020' | 'es2022') {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target,
        },
      },
    },
  };
}

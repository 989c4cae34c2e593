import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exposesOf } from '@shop/contracts';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import {
  checkExposes,
  CHUNK_LOAD_TIMEOUT_MS,
  createFrontendConfig,
  createStandaloneConfig,
  FEDERATION_SDK_ENV,
  federationEnvReplacement,
  packageVersion,
  productionAliases,
  REMOTE_DIST_KEEP,
  SHARED_SINGLETONS,
  shareAntd,
  sharedConfig,
  stampBuildVersion,
} from './index';

const ROOT = path.resolve(__dirname, '..', '..');

function federationOptions(config: Configuration): Record<string, unknown> {
  const plugin = (config.plugins ?? []).find(
    (p): p is WebpackPluginInstance => p?.constructor.name === 'ModuleFederationPlugin',
  );
  if (!plugin) throw new Error('no ModuleFederationPlugin');
  return (plugin as unknown as { _options: Record<string, unknown> })._options;
}

/** The storefront's modules as the route table lists them. */
const shopExposes = Object.fromEntries(
  exposesOf('mfe_shop').map((expose) => [expose, `./src/exposes/${expose.slice(2)}.tsx`]),
);

const remote = createFrontendConfig({
  name: 'mfe_shop',
  projectRoot: path.join(ROOT, 'mfe-shop'),
  title: 'shop',
  exposes: shopExposes,
})({}, { mode: 'production' });

const host = createFrontendConfig({
  name: 'shell',
  projectRoot: path.join(ROOT, 'shell'),
  title: 'shell',
})({}, { mode: 'production' });

describe('createFrontendConfig', () => {
  it('uses the spec’s chunk load timeout and builds into <app>/dist', () => {
    expect(remote.output?.chunkLoadTimeout).toBe(CHUNK_LOAD_TIMEOUT_MS);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(remote.output?.path).toBe(path.join(ROOT, 'mfe-shop', 'dist'));
  });

  it('gives remotes an automatic public path and the host a root one', () => {
    expect(remote.output?.publicPath).toBe('auto');
    expect(host.output?.publicPath).toBe('/');
  });

  it('content-hashes chunk names in production', () => {
    expect(remote.output?.chunkFilename).toBe('[name].[contenthash:10].js');
    const filename = remote.output?.filename as (data: object) => string;
    expect(filename({ chunk: { contentHash: { javascript: 'abc' } } })).toContain('[contenthash');
  });

  it('federates without type generation, non-blocking sharing and a manifest', () => {
    const options = federationOptions(remote);
    expect(options).toMatchObject({
      name: 'mfe_shop',
      filename: 'remoteEntry.js',
      exposes: { './ShopsPage': './src/exposes/ShopsPage.tsx' },
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: { fileName: 'mf-manifest.json' },
    });
  });

  it('refuses a remote whose exposes differ from the route table', () => {
    const build = (exposes: Record<string, string>) => () =>
      createFrontendConfig({
        name: 'mfe_shop',
        projectRoot: path.join(ROOT, 'mfe-shop'),
        title: 'shop',
        exposes,
      });
    expect(build(shopExposes)).not.toThrow();
    const { './CartPage': _cart, ...withoutCart } = shopExposes;
    expect(build(withoutCart)).toThrow('In the table but not exposed: ./CartPage');
    expect(build({ ...shopExposes, './ShopPage': './src/exposes/shops-page.tsx' })).toThrow(
      'Exposed but not in the table: ./ShopPage',
    );
  });

  it('bakes no remote into the host', () => {
    const options = federationOptions(host);
    expect(options.name).toBe('shell');
    expect(options.remotes).toBeUndefined();
    expect(options.exposes).toBeUndefined();
  });

  it('drops the remote-loading runtime from remotes only, and node code from both', () => {
    expect(federationOptions(host).experiments).toMatchObject({ optimization: { target: 'web' } });
    expect(federationOptions(remote).experiments).toMatchObject({
      optimization: { target: 'web', disableRemote: true },
    });
  });

  it('writes a manifest for the host too, listing its shared files for the benchmarks', () => {
    expect(federationOptions(host).manifest).toMatchObject({ fileName: 'mf-manifest.json' });
  });
});

describe('the release version in mf-manifest.json', () => {
  type Stamp = (data: { stats: { metaData: { buildInfo: { buildVersion: string } } } }) => {
    metaData: { buildInfo: { buildVersion: string } };
  };
  const stampOf = (config: Configuration) =>
    (federationOptions(config).manifest as { additionalData: Stamp }).additionalData;
  const pluginStats = (buildVersion: string) => ({
    metaData: { buildInfo: { buildVersion, buildName: 'mfe-shop' } },
  });

  it.each(['mfe-shop', 'mfe-dashboard', 'mfe-admin', 'shell'])(
    '%s has its own version in its package.json',
    (app) => {
      expect(packageVersion(path.join(ROOT, app))).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
    },
  );

  it('stamps the remote’s own package version over what the plugin wrote', () => {
    const own = JSON.parse(readFileSync(path.join(ROOT, 'mfe-shop', 'package.json'), 'utf8'));
    // What the plugin writes when MF_BUILD_VERSION is set for the whole run.
    const stats = stampOf(remote)({ stats: pluginStats('9.9.9-run') });
    expect(stats.metaData.buildInfo).toEqual({ buildVersion: own.version, buildName: 'mfe-shop' });
  });

  it('reads the version of the app being built, not of the workspace', () => {
    const app = mkdtempSync(path.join(tmpdir(), 'release-'));
    writeFileSync(path.join(app, 'package.json'), JSON.stringify({ version: '1.2.3' }));
    const config = createFrontendConfig({ name: 'shell', projectRoot: app, title: 't' })(
      {},
      { mode: 'production' },
    );
    expect(stampOf(config)({ stats: pluginStats('0.1.0') }).metaData.buildInfo.buildVersion).toBe(
      '1.2.3',
    );
    expect(
      stampBuildVersion('2.0.0')({ stats: pluginStats('x') }).metaData.buildInfo.buildVersion,
    ).toBe('2.0.0');
  });

  it('refuses an app without a version', () => {
    const app = mkdtempSync(path.join(tmpdir(), 'release-'));
    writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'x' }));
    expect(() => packageVersion(app)).toThrow('has no "version"');
  });
});

describe('checkExposes', () => {
  it('names what is missing and what is unknown', () => {
    expect(() => checkExposes('mfe_admin', { './AddPartPage': 'a' })).toThrow(
      /In the table but not exposed: \.\/AdminHomePage, .*\.\/MessagesPage/,
    );
  });
});

describe('sharedConfig', () => {
  it('shares exactly the singleton list, with versions from the root package.json', () => {
    const shared = sharedConfig();
    expect(Object.keys(shared)).toEqual([...SHARED_SINGLETONS]);
    expect(Object.keys(shared)).not.toContain('antd');
    expect(Object.values(shared).every((s) => s.singleton)).toBe(true);
    expect(shared['react-dom/client'].requiredVersion).toBe(shared['react-dom'].requiredVersion);
    expect(shared['@shop/api-client'].requiredVersion).toBe(false);
    expect(shared.react.requiredVersion).toMatch(/^\^?\d/);
  });

  it('shares the router through @shop/router, so react-router is tree-shaken', () => {
    const shared = sharedConfig();
    expect(shared['@shop/router']).toEqual({ singleton: true, requiredVersion: false });
    expect(shared['react-router-dom']).toBeUndefined();
  });

  it('leaves Redux Toolkit and react-toastify to @shop/api-client, their only importer', () => {
    expect(sharedConfig()['@reduxjs/toolkit']).toBeUndefined();
    expect(sharedConfig()['react-toastify']).toBeUndefined();
  });

  it('adds antd only for the measurement build', () => {
    expect(shareAntd({ SHARE_ANTD: '1' })).toBe(true);
    expect(shareAntd({})).toBe(false);
  });
});

describe('one federation runtime per page', () => {
  const pluginNames = (config: Configuration) =>
    (config.plugins ?? []).map((plugin) => plugin?.constructor.name);

  it('builds the remotes on the runtime core of the page (the shell provides it itself)', () => {
    expect(federationOptions(remote).experiments).toMatchObject({ externalRuntime: true });
    // The plugin's own provider ships the whole core: shell/src/features/remotes/runtime-core.ts.
    expect(federationOptions(host).experiments).not.toHaveProperty('provideExternalRuntime');
    expect(federationOptions(host).experiments).not.toHaveProperty('externalRuntime');
  });

  it('builds a remote as its container only: no main entry, no index.html', () => {
    expect(remote.entry).toEqual({});
    expect(pluginNames(remote)).not.toContain('HtmlWebpackPlugin');
    expect(host.entry).toEqual({ main: './src/main.ts' });
    expect(pluginNames(host)).toContain('HtmlWebpackPlugin');
  });

  it('keeps the standalone and server builds written beside a remote container', () => {
    for (const file of ['server/remoteEntry.js', 'standalone/main.1.js', 'index.html']) {
      expect(REMOTE_DIST_KEEP.test(file)).toBe(true);
    }
    for (const file of ['remoteEntry.js', '12.abc.js', 'mf-manifest.json']) {
      expect(REMOTE_DIST_KEEP.test(file)).toBe(false);
    }
  });

  it('builds the standalone app without federation into dist/standalone, its page at the top', () => {
    const standalone = createStandaloneConfig({
      name: 'mfe_shop',
      projectRoot: path.join(ROOT, 'mfe-shop'),
      title: 'shop',
    })({}, { mode: 'production' });
    expect(standalone.entry).toEqual({ main: './src/main.ts' });
    expect(standalone.output?.path).toBe(path.join(ROOT, 'mfe-shop', 'dist', 'standalone'));
    expect(standalone.output?.publicPath).toBe('/standalone/');
    expect(pluginNames(standalone)).not.toContain('ModuleFederationPlugin');
    const html = (standalone.plugins ?? []).find(
      (plugin) => plugin?.constructor.name === 'HtmlWebpackPlugin',
    ) as unknown as { userOptions: { filename: string; publicPath: string } };
    expect(html.userOptions).toMatchObject({
      filename: '../index.html',
      publicPath: '/standalone/',
    });
  });
});

describe('productionAliases', () => {
  it('points a production browser build at react-router without its dev warnings and at React’s own useSyncExternalStore', () => {
    const aliases = productionAliases(true);
    const folder = path.dirname(aliases['react-router$']);
    const routerCode = readdirSync(folder)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(path.join(folder, file), 'utf8'))
      .join('\n');
    expect(routerCode).toContain('var ENABLE_DEV_WARNINGS = false;');
    expect(routerCode).not.toContain('var ENABLE_DEV_WARNINGS = true;');
    expect(readFileSync(aliases['react-router/dom$'], 'utf8')).toContain('HydratedRouter');
    expect(readFileSync(aliases['use-sync-external-store/shim$'], 'utf8')).toContain(
      "export { useSyncExternalStore } from 'react';",
    );
    const config = createFrontendConfig({
      name: 'shell',
      title: 'shell',
      projectRoot: path.join(ROOT, 'shell'),
    })({}, { mode: 'production' });
    expect(config.resolve?.alias).toEqual(aliases);
  });

  it('changes nothing in development', () => {
    expect(productionAliases(false)).toEqual({});
  });
});

describe('federationEnvReplacement', () => {
  const sdkEnv = path.join(path.dirname(require.resolve('@module-federation/sdk')), 'env.js');
  const exportedNames = (code: string) =>
    [
      ...[...code.matchAll(/export (?:const|function) (\w+)/g)].map((match) => match[1]),
      ...[...code.matchAll(/export \{([^}]*)\}/g)].flatMap((match) =>
        match[1].split(',').map((name) => name.trim()),
      ),
    ]
      .filter(Boolean)
      .sort();

  it("replaces the SDK's environment module with one exporting the same names", () => {
    expect(FEDERATION_SDK_ENV.test(sdkEnv)).toBe(true);
    const [replace] = federationEnvReplacement(true) as unknown as Array<{
      newResource: string;
    }>;
    const sdkCode = readFileSync(sdkEnv, 'utf8');
    const ownCode = readFileSync(replace.newResource, 'utf8');
    expect(sdkCode).toContain('localStorage');
    expect(exportedNames(ownCode)).toEqual(exportedNames(sdkCode));
    const ownStatements = ownCode.replace(/^\s*\/\/.*$/gm, '');
    expect(ownStatements).not.toContain('localStorage');
  });

  it('makes the debug mode a build switch, off unless FEDERATION_DEBUG is set', () => {
    const definitions = (env: string | undefined) => {
      const saved = process.env.FEDERATION_DEBUG;
      if (env === undefined) delete process.env.FEDERATION_DEBUG;
      else process.env.FEDERATION_DEBUG = env;
      try {
        const define = federationEnvReplacement(true).find(
          (plugin) => plugin.constructor.name === 'DefinePlugin',
        ) as unknown as { definitions: Record<string, string> };
        return define.definitions;
      } finally {
        if (saved === undefined) delete process.env.FEDERATION_DEBUG;
        else process.env.FEDERATION_DEBUG = saved;
      }
    };
    expect(definitions(undefined)).toEqual({ FEDERATION_DEBUG: 'false' });
    expect(definitions('1')).toEqual({ FEDERATION_DEBUG: 'true' });
  });

  it('is in every production browser build with the compile hints, and in no development one', () => {
    const names = (config: Configuration) =>
      (config.plugins ?? []).map((plugin) => plugin?.constructor.name);
    expect(names(remote)).toEqual(
      expect.arrayContaining(['NormalModuleReplacementPlugin', 'CompileHintsPlugin']),
    );
    const development = createFrontendConfig({
      name: 'shell',
      title: 'shell',
      projectRoot: path.join(ROOT, 'shell'),
    })({}, { mode: 'development' });
    expect(names(development)).not.toContain('NormalModuleReplacementPlugin');
    expect(names(development)).not.toContain('CompileHintsPlugin');
    expect(federationEnvReplacement(false)).toEqual([]);
  });
});

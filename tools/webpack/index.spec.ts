import path from 'node:path';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  createFrontendConfig,
  SHARED_SINGLETONS,
  shareAntd,
  sharedConfig,
} from './index';

const ROOT = path.resolve(__dirname, '..', '..');

function federationOptions(config: Configuration): Record<string, unknown> {
  const plugin = (config.plugins ?? []).find(
    (p): p is WebpackPluginInstance => p?.constructor.name === 'ModuleFederationPlugin',
  );
  if (!plugin) throw new Error('no ModuleFederationPlugin');
  return (plugin as unknown as { _options: Record<string, unknown> })._options;
}

const remote = createFrontendConfig({
  name: 'mfe_shop',
  projectRoot: path.join(ROOT, 'mfe-shop'),
  title: 'shop',
  exposes: { './ShopsPage': './src/exposes/shops-page.tsx' },
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
      exposes: { './ShopsPage': './src/exposes/shops-page.tsx' },
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: { fileName: 'mf-manifest.json' },
    });
  });

  it('bakes no remote into the host', () => {
    const options = federationOptions(host);
    expect(options.name).toBe('shell');
    expect(options.remotes).toBeUndefined();
    expect(options.exposes).toBeUndefined();
  });

  it('drops the remote-loading runtime from remotes only, and node code from both', () => {
    expect(federationOptions(host).experiments).toEqual({ optimization: { target: 'web' } });
    expect(federationOptions(remote).experiments).toEqual({
      optimization: { target: 'web', disableRemote: true },
    });
  });

  it('writes a manifest for the host too, listing its shared files for the benchmarks', () => {
    expect(federationOptions(host).manifest).toEqual({ fileName: 'mf-manifest.json' });
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

import path from 'node:path';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import { SHARED_SINGLETONS } from './index';
import { publicPathOf, registeredEntry } from './server-public-path-plugin';
import { createFrontendConfig } from './index';
import { createServerConfig, HOST_SERVER_MAIN, isServerFile, SERVER_REMOTE_ENTRY } from './server';

const ROOT = path.resolve(__dirname, '..', '..');

function federationOptions(config: Configuration): Record<string, unknown> {
  const plugin = (config.plugins ?? []).find(
    (p): p is WebpackPluginInstance => p?.constructor.name === 'ModuleFederationPlugin',
  );
  if (!plugin) throw new Error('no ModuleFederationPlugin');
  return (plugin as unknown as { _options: Record<string, unknown> })._options;
}

const host = createServerConfig({ name: 'shell', projectRoot: path.join(ROOT, 'shell') })(
  {},
  { mode: 'production' },
);
const remote = createServerConfig({
  name: 'mfe_shop',
  projectRoot: path.join(ROOT, 'mfe-shop'),
  exposes: { './ShopsPage': './src/exposes/shops-page.tsx' },
})({}, { mode: 'production' });

describe('createServerConfig', () => {
  it('builds the shell for Node into dist-server/, outside the folder that is served', () => {
    const browser = createFrontendConfig({
      name: 'shell',
      projectRoot: path.join(ROOT, 'shell'),
      title: 'shell',
    })({}, { mode: 'production' });
    const served = browser.output!.path!;
    const out = host.output!.path!;
    expect(host.target).toBe('async-node');
    expect(out).toBe(path.join(ROOT, 'shell', 'dist-server'));
    expect(path.relative(served, out).startsWith('..')).toBe(true);
    expect(path.join(out, (host.output?.filename as string).replace('[name]', 'main'))).toBe(
      path.join(ROOT, 'shell', HOST_SERVER_MAIN),
    );
    expect(host.output?.chunkFilename).not.toContain('/');
    expect(host.entry).toEqual({ main: './src/server/index.ts' });
    expect(host.output?.library).toEqual({ type: 'commonjs2' });
    // The shell's browser build keeps nothing of an older build (a server/ folder in dist/).
    expect(browser.output?.clean).toBe(true);
  });

  it('publishes a remote’s server container beside its browser files, in dist/server/', () => {
    expect(remote.target).toBe('async-node');
    expect(remote.output?.path).toBe(path.join(ROOT, 'mfe-shop', 'dist'));
    expect(remote.output?.filename).toBe('server/[name].js');
    expect(remote.output?.chunkFilename).toMatch(/^server\//);
  });

  it('shares the same singletons as the browser build, with the node runtime plugin', () => {
    for (const config of [host, remote]) {
      const options = federationOptions(config);
      expect(Object.keys(options.shared as object)).toEqual([...SHARED_SINGLETONS]);
      expect(options.remoteType).toBe('script');
      expect(options.runtimePlugins).toEqual([
        require.resolve('@module-federation/node/runtimePlugin'),
        path.join(__dirname, 'server-public-path-plugin.ts'),
      ]);
      // The browser-only runtime would switch the node loaders off.
      expect(options.experiments).toEqual({ optimization: { target: 'node' } });
    }
  });

  it('publishes a remote’s container as server/remoteEntry.js, a CommonJS module', () => {
    const options = federationOptions(remote);
    expect(options.filename).toBe(SERVER_REMOTE_ENTRY);
    expect(options.library).toEqual({ type: 'commonjs-module', name: 'mfe_shop' });
    expect(options.exposes).toEqual({ './ShopsPage': './src/exposes/shops-page.tsx' });
  });

  it('ignores stylesheets and emits no image twice', () => {
    const rules = (host.module?.rules ?? []) as Array<{
      test: RegExp;
      use?: unknown;
      generator?: unknown;
    }>;
    const css = rules.find((rule) => rule.test.test('a.css'));
    expect(css?.use).toBe(path.join(__dirname, 'empty-loader.js'));
    const images = rules.find((rule) => rule.test.test('a.svg'));
    expect(images?.generator).toEqual({ emit: false });
  });

  it('cleans only its own files', () => {
    expect(isServerFile('server/remoteEntry.js')).toBe(true);
    expect(isServerFile('main.1234567890.js')).toBe(false);
    const clean = remote.output?.clean as { keep: (file: string) => boolean };
    expect(clean.keep('index.html')).toBe(true);
    expect(clean.keep('server/remoteEntry.js')).toBe(false);
    expect(host.output?.clean).toBe(true);
  });
});

describe('server public path', () => {
  const federation = {
    __INSTANCES__: [
      {
        options: {
          remotes: [{ name: 'mfe_shop', entry: 'http://shop:4201/server/remoteEntry.js' }],
        },
      },
    ],
  };

  it('finds the URL the host registered the remote with', () => {
    expect(registeredEntry('mfe_shop', federation)).toBe('http://shop:4201/server/remoteEntry.js');
    expect(registeredEntry('mfe_admin', federation)).toBeUndefined();
    expect(registeredEntry('mfe_shop', undefined)).toBeUndefined();
  });

  it('is the folder above server/, where the browser files are', () => {
    expect(publicPathOf('http://shop:4201/server/remoteEntry.js')).toBe('http://shop:4201/');
    expect(publicPathOf('https://cdn.example/shop/v2/server/remoteEntry.js')).toBe(
      'https://cdn.example/shop/v2/',
    );
  });
});

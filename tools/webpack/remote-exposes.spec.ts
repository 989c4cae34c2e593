import { existsSync } from 'node:fs';
import path from 'node:path';
import { exposesOf, REMOTE_NAMES, type RemoteName } from '@shop/contracts';
import type { Configuration, WebpackPluginInstance } from 'webpack';

const ROOT = path.resolve(__dirname, '..', '..');
const APP_OF: Record<RemoteName, string> = {
  mfe_shop: 'mfe-shop',
  mfe_dashboard: 'mfe-dashboard',
  mfe_admin: 'mfe-admin',
};

type ConfigFactory = (env: unknown, argv: { mode: 'production' }) => Configuration;

/**
 * The `exposes` of each federated build in a remote's real webpack.config.js, as webpack-cli loads
 * it (the build configs, not app code): the browser container, and the server container where
 * there is one (the standalone app is not federated).
 */
function exposesInWebpackConfig(app: string): Array<Record<string, string>> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exported = require(path.join(ROOT, app, 'webpack.config.js')) as
    ConfigFactory | ConfigFactory[];
  return [exported].flat().flatMap((factory) => {
    const config = factory({}, { mode: 'production' });
    const plugin = (config.plugins ?? []).find(
      (p): p is WebpackPluginInstance => p?.constructor.name === 'ModuleFederationPlugin',
    ) as unknown as { _options: { exposes: Record<string, string> } } | undefined;
    return plugin ? [plugin._options.exposes] : [];
  });
}

/**
 * The route table (REMOTE_ROUTES in @shop/contracts) is what the shell routes and the dashboard
 * menu are built from; each remote's webpack `exposes` must offer exactly its modules, each from a
 * file that exists. (createFrontendConfig refuses a mismatch too, so the build stops as well.)
 */
describe.each(REMOTE_NAMES.map((name) => [name, APP_OF[name]] as const))('%s', (name, app) => {
  const builds = exposesInWebpackConfig(app);

  it('exposes exactly the modules of its rows in the route table, in every build', () => {
    for (const exposes of builds) {
      expect(Object.keys(exposes).sort()).toEqual([...exposesOf(name)].sort());
    }
  });

  it('exposes each module from a file of the remote', () => {
    for (const exposes of builds) {
      for (const file of Object.values(exposes)) {
        expect(existsSync(path.join(ROOT, app, file))).toBe(true);
      }
    }
  });
});

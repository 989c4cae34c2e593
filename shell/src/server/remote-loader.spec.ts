import type { FederationRuntime } from '../features/remotes/remote-loader';
import { processRuntime, serverEntryOf } from './remote-loader';

describe('serverEntryOf', () => {
  it('is the server container beside the browser manifest', () => {
    expect(serverEntryOf('http://localhost:4201/mf-manifest.json')).toBe(
      'http://localhost:4201/server/remoteEntry.js',
    );
    expect(serverEntryOf('https://cdn.example/shop/v3/mf-manifest.json')).toBe(
      'https://cdn.example/shop/v3/server/remoteEntry.js',
    );
  });
});

describe('processRuntime', () => {
  function setUp() {
    const registerRemotes = jest.fn<void, Parameters<FederationRuntime['registerRemotes']>>();
    const install = jest.fn();
    const runtime = processRuntime(
      { registerRemotes, loadRemote: jest.fn() as FederationRuntime['loadRemote'] },
      install,
    );
    return { runtime, registerRemotes, install };
  }
  const shop = (entry: string) => [{ name: 'mfe_shop', entry }];

  it('installs the fallback plugin once and registers a remote as asked', () => {
    const { runtime, registerRemotes, install } = setUp();
    runtime.at({ mfe_shop: 'a' }).registerRemotes(shop('http://s/server/remoteEntry.js'));
    runtime.at({ mfe_shop: 'a' }).registerRemotes(shop('http://s/server/remoteEntry.js'));
    expect(install).toHaveBeenCalledTimes(1);
    expect(registerRemotes.mock.calls).toEqual([
      [shop('http://s/server/remoteEntry.js'), undefined],
      [shop('http://s/server/remoteEntry.js'), undefined],
    ]);
  });

  it('forces the registration when the remote moved or was deployed again', () => {
    const { runtime, registerRemotes } = setUp();
    runtime.at({ mfe_shop: 'a' }).registerRemotes(shop('http://s/server/remoteEntry.js'));
    runtime.at({ mfe_shop: 'b' }).registerRemotes(shop('http://s/server/remoteEntry.js'));
    runtime.at({ mfe_shop: 'b' }).registerRemotes(shop('http://t/server/remoteEntry.js'));
    expect(registerRemotes.mock.calls.map(([, options]) => options)).toEqual([
      undefined,
      { force: true },
      { force: true },
    ]);
  });
});

import {
  createFallbackModule,
  createRemoteLoader,
  isRemoteFallback,
  RemoteLoadError,
  remoteFallbackPlugin,
} from './remote-loader';
import type { FederationRuntime } from './remote-loader';

const REMOTES = {
  mfe_shop: 'http://localhost:4201/mf-manifest.json',
  mfe_dashboard: 'http://localhost:4202/mf-manifest.json',
  mfe_admin: 'http://localhost:4203/mf-manifest.json',
};

/** A stand-in for the federation runtime: answers are scripted per call, calls are recorded. */
function fakeRuntime(answers: Array<() => Promise<unknown>>) {
  const registerRemotes = jest.fn<void, Parameters<FederationRuntime['registerRemotes']>>();
  const loadRemote = jest.fn((id: string) => {
    const next = answers.shift();
    if (!next) throw new Error(`unexpected load of ${id}`);
    return next();
  });
  const runtime: FederationRuntime = {
    registerRemotes,
    loadRemote: loadRemote as FederationRuntime['loadRemote'],
  };
  return { runtime, registerRemotes, loadRemote };
}

const page = { default: () => null };
const noSleep = jest.fn(async () => undefined);

describe('createRemoteLoader', () => {
  it('registers nothing until a module is requested, then only that remote', async () => {
    const { runtime, registerRemotes, loadRemote } = fakeRuntime([async () => page]);
    const loader = createRemoteLoader(runtime, { sleep: noSleep });
    loader.configure(REMOTES);

    expect(registerRemotes).not.toHaveBeenCalled();
    await expect(loader.load('mfe_shop', './ShopsPage')).resolves.toBe(page);

    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_shop', entry: REMOTES.mfe_shop }]);
    expect(loadRemote).toHaveBeenCalledWith('mfe_shop/ShopsPage');
    expect(loader.isRegistered('mfe_shop')).toBe(true);
    expect(loader.isRegistered('mfe_admin')).toBe(false);
    expect(loader.isRegistered('mfe_dashboard')).toBe(false);
  });

  it('loads a module once and reuses it', async () => {
    const { runtime, loadRemote, registerRemotes } = fakeRuntime([async () => page]);
    const loader = createRemoteLoader(runtime, { sleep: noSleep });
    loader.configure(REMOTES);

    const [a, b] = await Promise.all([
      loader.load('mfe_shop', './HomePage'),
      loader.load('mfe_shop', './HomePage'),
    ]);
    await loader.load('mfe_shop', './HomePage');

    expect(a).toBe(page);
    expect(b).toBe(page);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('retries a failed load once, re-registering the remote with force to drop cached failures', async () => {
    const { runtime, registerRemotes, loadRemote } = fakeRuntime([
      async () =>
        createFallbackModule('mfe_dashboard/ProfilePage', new Error('connection refused')),
      async () => page,
    ]);
    const loader = createRemoteLoader(runtime, { sleep: noSleep, retryDelayMs: 250 });
    loader.configure(REMOTES);

    await expect(loader.load('mfe_dashboard', './ProfilePage')).resolves.toBe(page);

    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(noSleep).toHaveBeenCalledWith(250);
    expect(registerRemotes.mock.calls).toEqual([
      [[{ name: 'mfe_dashboard', entry: REMOTES.mfe_dashboard }]],
      [[{ name: 'mfe_dashboard', entry: REMOTES.mfe_dashboard }], { force: true }],
    ]);
  });

  it('reports a RemoteLoadError after the last attempt, with the cause', async () => {
    const cause = new Error('HTTP 404');
    const { runtime, loadRemote } = fakeRuntime([
      async () => {
        throw cause;
      },
      async () => createFallbackModule('mfe_dashboard/ProfilePage', cause),
    ]);
    const loader = createRemoteLoader(runtime, { sleep: noSleep });
    loader.configure(REMOTES);

    const failure = loader.load('mfe_dashboard', './ProfilePage');
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toMatchObject({
      remote: 'mfe_dashboard',
      expose: './ProfilePage',
      cause,
    });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('tries again from scratch on the next load after a failure (Retry)', async () => {
    const down = async () => createFallbackModule('mfe_admin/AddPartPage', new Error('down'));
    const { runtime, registerRemotes } = fakeRuntime([down, down, async () => page]);
    const loader = createRemoteLoader(runtime, { sleep: noSleep });
    loader.configure(REMOTES);

    await expect(loader.load('mfe_admin', './AddPartPage')).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(loader.load('mfe_admin', './AddPartPage')).resolves.toBe(page);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_admin', entry: REMOTES.mfe_admin }],
      { force: true },
    );
  });

  it('fails without touching the runtime when config.json names no URL for the remote', async () => {
    const { runtime, registerRemotes, loadRemote } = fakeRuntime([]);
    const loader = createRemoteLoader(runtime, { sleep: noSleep });
    loader.configure({ mfe_shop: REMOTES.mfe_shop });

    await expect(loader.load('mfe_admin', './AddPartPage')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe('remoteFallbackPlugin', () => {
  const plugin = remoteFallbackPlugin();
  const errorLoadRemote = plugin.errorLoadRemote as (args: {
    id: string;
    error: unknown;
    lifecycle: string;
  }) => unknown;

  it('turns a failed load into a fallback module whose component throws a RemoteLoadError', () => {
    const error = new Error('ERR_CONNECTION_REFUSED');
    const fallback = errorLoadRemote({ id: 'mfe_shop/ShopsPage', error, lifecycle: 'onLoad' });

    expect(isRemoteFallback(fallback)).toBe(true);
    if (!isRemoteFallback(fallback)) return;
    expect(fallback.error).toBe(error);
    expect(() => fallback.default()).toThrow(RemoteLoadError);
    expect(() => fallback.default()).toThrow('Could not load ./ShopsPage from mfe_shop');
  });

  it('lets errors of earlier lifecycles propagate (a fake manifest would be worse)', () => {
    expect(
      errorLoadRemote({
        id: 'http://x/mf-manifest.json',
        error: new Error('x'),
        lifecycle: 'afterResolve',
      }),
    ).toBeUndefined();
  });
});

describe('createRemoteLoader time budget', () => {
  it('reports a remote that never answers once the budget is spent, without a second attempt', async () => {
    const hang = () => new Promise<unknown>(() => undefined);
    const { runtime, loadRemote } = fakeRuntime([hang, hang]);
    const loader = createRemoteLoader(runtime, { sleep: noSleep, timeoutMs: 30 });
    loader.configure(REMOTES);

    const failure = loader.load('mfe_shop', './ShopsPage');
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toMatchObject({
      cause: expect.objectContaining({ message: 'Loading mfe_shop/ShopsPage timed out' }),
    });
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('lets the next request wait for a load that outlasted its budget, neither loading again nor forcing the remote', async () => {
    let finish!: (module: unknown) => void;
    const slow = () => new Promise<unknown>((resolve) => (finish = resolve));
    const { runtime, loadRemote, registerRemotes } = fakeRuntime([slow]);
    const loader = createRemoteLoader(runtime, { sleep: noSleep, timeoutMs: 30 });
    loader.configure(REMOTES);

    await expect(loader.load('mfe_shop', './ShopsPage')).rejects.toBeInstanceOf(RemoteLoadError);
    const next = loader.load('mfe_shop', './ShopsPage');
    finish(page);
    await expect(next).resolves.toBe(page);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes.mock.calls[0][1]).toBeUndefined();
  });

  it('forces the registration once that late load has failed after all', async () => {
    let fail!: (error: Error) => void;
    const slow = () => new Promise<unknown>((_, reject) => (fail = reject));
    const { runtime, loadRemote, registerRemotes } = fakeRuntime([slow, async () => page]);
    const loader = createRemoteLoader(runtime, { sleep: noSleep, timeoutMs: 30 });
    loader.configure(REMOTES);

    await expect(loader.load('mfe_shop', './ShopsPage')).rejects.toBeInstanceOf(RemoteLoadError);
    fail(new Error('connection reset'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loader.load('mfe_shop', './ShopsPage')).resolves.toBe(page);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(registerRemotes.mock.calls.map(([, options]) => options)).toEqual([
      undefined,
      { force: true },
    ]);
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { RemoteLoadError } from './remote-loader';
import type { RemoteLoader } from './remote-loader';
import { RemoteLoaderContext, RemoteRoute } from './remote-route';

function Profile() {
  return <h1>My Profile</h1>;
}

/** A loader whose answers the test controls, one deferred promise per load. */
function controlledLoader() {
  const pending: Array<{ resolve: (m: unknown) => void; reject: (e: unknown) => void }> = [];
  const loader: RemoteLoader = {
    configure: () => undefined,
    isRegistered: () => true,
    load: jest.fn(
      () =>
        new Promise<unknown>((resolve, reject) => {
          pending.push({ resolve, reject });
        }),
    ) as RemoteLoader['load'],
  };
  return { loader, pending };
}

function renderRoute(loader: RemoteLoader) {
  return render(
    <RemoteLoaderContext.Provider value={loader}>
      <RemoteRoute remote="mfe_dashboard" module="./ProfilePage" />
    </RemoteLoaderContext.Provider>,
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteRoute', () => {
  it('shows a loading indicator, then the remote page', async () => {
    const { loader, pending } = controlledLoader();
    renderRoute(loader);

    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(loader.load).toHaveBeenCalledWith('mfe_dashboard', './ProfilePage');

    await act(async () => pending[0].resolve({ default: Profile }));
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeTruthy();
    expect(screen.queryByTestId('remote-error')).toBeNull();
  });

  it('shows the friendly message with Retry when the remote fails, and Retry loads it again', async () => {
    const { loader, pending } = controlledLoader();
    renderRoute(loader);

    await act(async () => pending[0].reject(new RemoteLoadError('mfe_dashboard', './ProfilePage')));
    const fallback = screen.getByTestId('remote-error');
    expect(fallback.textContent).toContain('This part of the shop could not be loaded.');
    expect(screen.queryByRole('heading', { name: 'My Profile' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(loader.load).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('remote-error')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();

    await act(async () => pending[1].resolve({ default: Profile }));
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeTruthy();
  });

  it('keeps showing the fallback while the remote is still down', async () => {
    const { loader, pending } = controlledLoader();
    renderRoute(loader);
    await act(async () => pending[0].reject(new Error('down')));

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await act(async () => pending[1].reject(new Error('still down')));

    expect(screen.getByTestId('remote-error')).toBeTruthy();
    expect(loader.load).toHaveBeenCalledTimes(2);
  });

  it('contains a page that throws while rendering', async () => {
    const { loader, pending } = controlledLoader();
    function Broken(): never {
      throw new Error('bug in the remote');
    }
    renderRoute(loader);
    await act(async () => pending[0].resolve({ default: Broken }));
    expect(screen.getByTestId('remote-error')).toBeTruthy();
  });
});

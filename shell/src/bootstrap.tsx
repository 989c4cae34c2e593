import { configureApiClient, loadRuntimeConfig, makeStore, restoreSession } from '@shop/api-client';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { StartupError } from './app/startup-error';
import { remoteLoader, setUpRemotes } from './features/remotes';
import { RUNTIME_CONFIG_PATH } from './runtime-config-request';

/** Starts the shell; `fetchConfig` answers `/config.json` (requested early by `main.ts`). */
export async function start(fetchConfig: typeof fetch = fetch): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    // Where the API and the remotes live is decided at deploy time, not build time.
    const config = await loadRuntimeConfig(RUNTIME_CONFIG_PATH, fetchConfig);
    configureApiClient(config);
    setUpRemotes(config.remotes ?? {});
  } catch (error) {
    console.error(error);
    root.render(<StartupError />);
    return;
  }
  const store = makeStore();
  // Silent refresh: the httpOnly cookie outlives the page, the access token (memory only) does not.
  void store.dispatch(restoreSession());
  // A transition render is time-sliced: React yields to the browser every few milliseconds
  // instead of holding the main thread for the whole first render.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} loader={remoteLoader} />
      </StrictMode>,
    );
  });
}

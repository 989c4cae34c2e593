import {
  configureApiClient,
  loadRuntimeConfig,
  makeStore,
  restoreSession,
  type AppStore,
} from '@shop/api-client';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { StartupError } from './startup-error';

export interface StartRemoteOptions {
  /**
   * Restore the session from the refresh cookie before the pages need it (the same silent refresh
   * as the shell), so standalone pages run as the signed-in user. Default `true`.
   */
  restoreSession?: boolean;
  /** Where the runtime config is read from. Default `/config.json` (the remote's own server). */
  configUrl?: string;
  /** Element to render into. Default `#root` of the remote's index.html. */
  container?: HTMLElement;
}

/**
 * A remote's standalone start (its `bootstrap.tsx`, behind the async boundary of `main.ts`): reads
 * the runtime config, configures the API client, makes the store and renders the remote's
 * standalone app — or `StartupError` when the config cannot be read. No antd here: the storefront
 * starts the same way.
 */
export async function startRemote(
  App: ComponentType<{ store: AppStore }>,
  {
    restoreSession: restore = true,
    configUrl = '/config.json',
    container = document.getElementById('root') as HTMLElement,
  }: StartRemoteOptions = {},
): Promise<void> {
  const root = createRoot(container);
  try {
    configureApiClient(await loadRuntimeConfig(configUrl));
  } catch (error) {
    console.error(error);
    root.render(<StartupError />);
    return;
  }
  const store = makeStore();
  if (restore) void store.dispatch(restoreSession());
  root.render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

import { configureApiClient, loadRuntimeConfig, makeStore, restoreSession } from '@shop/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './app/standalone-app';
import { StartupError } from './app/startup-error';

/** Standalone start: this remote's own server provides /config.json with the API URL. */
async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    configureApiClient(await loadRuntimeConfig('/config.json'));
  } catch (error) {
    console.error(error);
    root.render(<StartupError />);
    return;
  }
  const store = makeStore();
  // The same silent refresh as the shell, so the standalone pages run as a signed-in user.
  void store.dispatch(restoreSession());
  root.render(
    <StrictMode>
      <StandaloneApp store={store} />
    </StrictMode>,
  );
}

void start();

import {
  configureApiClient,
  loadRuntimeConfig,
  makeStore,
  restoreSession,
  type AppStore,
} from '@shop/api-client';
import { COMMON_NAMESPACE, initI18n, initialLanguage, rememberLanguage } from '@shop/i18n';
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
  /**
   * The remote's message namespaces to load before the first render (`common` always is), in the
   * remembered language. Others load when a page asks for them (`useT` suspends meanwhile).
   */
  namespaces?: string[];
}

/** Starts the page's i18n in the remembered language and marks `<html lang>`. */
async function startI18n(namespaces: string[]): Promise<void> {
  const language = initialLanguage();
  await initI18n(language, { namespaces: [COMMON_NAMESPACE, ...namespaces] });
  rememberLanguage(language);
}

/**
 * A remote's standalone start (its `bootstrap.tsx`, behind the async boundary of `main.ts`): reads
 * the runtime config while i18n loads the remembered language's messages, configures the API
 * client, makes the store and renders the remote's standalone app — or `StartupError` when the
 * config cannot be read. No antd here: the storefront starts the same way.
 */
export async function startRemote(
  App: ComponentType<{ store: AppStore }>,
  {
    restoreSession: restore = true,
    configUrl = '/config.json',
    container = document.getElementById('root') as HTMLElement,
    namespaces = [],
  }: StartRemoteOptions = {},
): Promise<void> {
  const root = createRoot(container);
  const i18nReady = startI18n(namespaces).catch((error: unknown) => console.error(error));
  try {
    const [config] = await Promise.all([loadRuntimeConfig(configUrl), i18nReady]);
    configureApiClient(config);
  } catch (error) {
    console.error(error);
    await i18nReady;
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

import {
  configureApiClient,
  loadRuntimeConfig,
  makeStore,
  parseRuntimeConfig,
  restoreSession,
  rootReducer,
  type RootState,
  type RuntimeConfig,
} from '@shop/api-client';
import { stripLanguagePrefix } from '@shop/i18n';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { takeOverTaps } from './early-taps';
import { moveToRememberedLanguage, startI18n } from './app/i18n';
import { nextTask } from './next-task';
import { StartupError } from './app/startup-error';
import { createBeaconSender, remoteLoader, setUpRemotes } from './features/remotes';
import { RUNTIME_CONFIG_PATH } from './runtime-config-request';
import {
  dropServerHead,
  inlineRuntimeConfig,
  ssrRouteFor,
  ssrState,
  startLocation,
  type SsrState,
} from './ssr-page';

/** The config inline in the page (from the shell's server), else `/config.json`. */
function runtimeConfig(fetchConfig: typeof fetch): Promise<RuntimeConfig> {
  const inline = inlineRuntimeConfig();
  return inline === undefined
    ? loadRuntimeConfig(RUNTIME_CONFIG_PATH, fetchConfig)
    : Promise.resolve().then(() => parseRuntimeConfig(inline));
}

/**
 * Rendered last in the root: its effect runs once the root has committed (rendered), when React
 * listens to the page; taps held since the page was drawn are replayed then. A hydrated page's
 * route hands over when its remote page has hydrated (`RemoteRoute`), which can be later than the
 * root: there this only makes sure that a page whose remote never hydrates (a load error) does not
 * hold taps, and navigations (`whenPageLive`), for good (`afterMs`).
 */
function TakeOverTaps({ afterMs }: { afterMs?: number }): null {
  useEffect(() => {
    if (afterMs === undefined) {
      takeOverTaps();
      return undefined;
    }
    const timer = setTimeout(() => takeOverTaps(), afterMs);
    return () => clearTimeout(timer);
  }, [afterMs]);
  return null;
}

/** How long a hydrated page may wait for its remote page before held taps are let go. */
const HYDRATION_TAPS_LIMIT_MS = 10_000;

/**
 * Hydrates a server-rendered page. The store starts with the API data the server rendered with,
 * and the first render reads the very state the server had (`serverState`: anonymous, empty cart),
 * so the markup matches; the visitor's own cart and session apply right after. The route's remote
 * page is loaded first, so its server HTML stays on screen until it hydrates (no spinner).
 */
async function hydrate(container: HTMLElement, preloaded: SsrState): Promise<void> {
  // The route the server rendered: the URL may have moved since (a back or forward while loading);
  // the router follows it once hydrated.
  const route = ssrRouteFor(stripLanguagePrefix(startLocation().pathname));
  // A failure shows in the page as on any load: the route's error boundary offers Retry.
  if (route) await remoteLoader.load(route.remote, route.expose).catch(() => undefined);
  // The remote's start (its container, its page's modules) and the store's are each a task.
  await nextTask();
  const serverState = rootReducer(preloaded as RootState, { type: 'ssr/hydrate' });
  const store = makeStore(preloaded as Partial<RootState>);
  void store.dispatch(restoreSession());
  dropServerHead();
  await nextTask();
  // As a transition, hydration is time-sliced: the page stays responsive while it hydrates.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App store={store} loader={remoteLoader} serverState={serverState} />
        {/* The shell's own page (not found) is live with the root; a remote page says when. */}
        <TakeOverTaps afterMs={route ? HYDRATION_TAPS_LIMIT_MS : undefined} />
      </StrictMode>,
    );
  });
}

/**
 * Starts the shell; `fetchConfig` answers `/config.json` (requested early by `main.ts` when the
 * page does not carry the config). A server-rendered page is hydrated, any other rendered.
 */
export async function start(fetchConfig: typeof fetch = fetch): Promise<void> {
  const container = document.getElementById('root') as HTMLElement;
  moveToRememberedLanguage();
  // The messages of the page's language load while the config does (`<html lang>` follows).
  const i18nReady = startI18n().catch((error: unknown) => console.error(error));
  try {
    // Where the API and the remotes live is decided at deploy time, not build time.
    const [config] = await Promise.all([runtimeConfig(fetchConfig), i18nReady]);
    configureApiClient(config);
    const sendBeacon = createBeaconSender(config.apiUrl);
    setUpRemotes(config.remotes ?? {}, {
      lastKnownGood: config.lastKnownGood,
      // Sent from a task of its own, not from the one that starts the loaded remote.
      send: (beacon) => setTimeout(() => sendBeacon(beacon), 0),
    });
  } catch (error) {
    console.error(error);
    await i18nReady;
    createRoot(container).render(
      <>
        <StartupError />
        <TakeOverTaps />
      </>,
    );
    return;
  }
  const preloaded = ssrState();
  if (preloaded && container.firstElementChild) {
    await hydrate(container, preloaded);
    return;
  }
  const root = createRoot(container);
  const store = makeStore();
  // Silent refresh: the httpOnly cookie outlives the page, the access token (memory only) does not.
  void store.dispatch(restoreSession());
  // A transition render is time-sliced: React yields to the browser every few milliseconds
  // instead of holding the main thread for the whole first render.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} loader={remoteLoader} />
        <TakeOverTaps />
      </StrictMode>,
    );
  });
}

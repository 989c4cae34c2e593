/**
 * Server rendering of the public storefront routes (shell + the storefront remote's page).
 *
 * 1. the URL must be one of `SSR_ROUTES`, else `null` (the page stays client-rendered);
 * 2. the route's remote page is loaded through the server `RemoteLoader` (the storefront's server
 *    container, fetched from the remote's URL); a failure throws, and the caller answers the plain
 *    index.html, where the browser shows the remote fallback as before;
 * 3. the app is rendered once with a fresh store (anonymous visitor) and a static router; RTK
 *    Query's hooks start their queries during that render on the server, and under
 *    `ServerQueriesContext` a component whose query has not answered yet suspends until it has
 *    (`@shop/api-client`): React renders it again alone, with the answer. Only a render that
 *    leaves a query it did not wait for (started or answered under it) is repeated;
 * 4. the HTML and the state to preload in the browser are returned. The HTML starts with the
 *    page's head tags (title, description, canonical, Open Graph), which React hoists there when
 *    the root is not `<html>`; the SSR handler moves them into `<head>` (`splitHoistedHead`).
 *
 * Every render asks the API (no page cache here): prices and stock in the HTML are as fresh as the
 * API's own catalogue cache, which is invalidated exactly on every catalogue write.
 */
import {
  api,
  configureApiClient,
  makeStore,
  ServerQueriesContext,
  serverQueries,
  type AppStore,
  type RootState,
  type RuntimeConfig,
} from '@shop/api-client';
import {
  DEFAULT_LANGUAGE,
  i18n,
  I18nextProvider,
  initI18n,
  languageBasename,
  languageFromPath,
  messagesGeneration,
  stripLanguagePrefix,
  type Language,
} from '@shop/i18n';
import type { SsrRenderRequest, SsrRenderResult } from '@shop/contracts';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// Server only: the same module instance @shop/router re-exports (one compilation provides both),
// kept out of the shared router so the browser does not download it.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { App } from '../app/app';
import { routes } from '../app/routes';
// Registers where the shell's messages are (the remotes' pages register theirs when they load).
import '../app/i18n';

import { serverRemoteLoader } from './remote-loader';
import { routeTableFor } from './route-table';
import { ssrRouteFor, type SsrMessages, type SsrRoute, type SsrState } from '../ssr-page';
import { failedQueries, missingQueries, stateForBrowser } from './state';
import { type ApiSource, recordApiSources } from './api-sources';

/** The web server's request (the render contract in @shop/contracts), with the shell's config type. */
export interface RenderRequest extends SsrRenderRequest {
  /** The runtime config the browser gets (`apiUrl` made absolute for the page's origin). */
  config: RuntimeConfig;
}

/** The render contract's answer, with the shell's own state, messages, routes and languages. */
export interface RenderResult extends SsrRenderResult<SsrState, SsrMessages> {
  route?: SsrRoute & { entry: string };
  language: Language;
}

/** Renders of one request at most: each waits for the queries the previous one left running. */
export const MAX_RENDER_PASSES = 4;

/**
 * The whole page's HTML once every Suspense boundary has resolved. A component that throws fails
 * the render (React would otherwise send that boundary's fallback, a spinner, for the browser to
 * render): the page is then sent unrendered instead.
 */
async function renderToString(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    // Every boundary inline, whatever its size: React would otherwise send a large one after its
    // fallback with an inline script to swap it in (no script, nothing for the CSP to allow).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      errors.push(error);
    },
  });
  const parts: Buffer[] = [];
  for await (const part of prelude) parts.push(Buffer.from(part as Uint8Array));
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(parts).toString('utf8');
}

function runningQueries(store: AppStore): Promise<unknown>[] {
  return store.dispatch(api.util.getRunningQueriesThunk()) as Promise<unknown>[];
}

/** The process's i18next instance, started once. */
let i18nReady: Promise<unknown> | undefined;
/**
 * One clone of it per language, made once and kept in that language: a render only reads its
 * instance, so concurrent requests in different languages never switch each other's. The clones
 * share the loaded messages (one store), so a namespace a remote's page loads is loaded for all.
 */
const translationsByLanguage = new Map<Language, Promise<typeof i18n>>();

function translationsFor(language: Language): Promise<typeof i18n> {
  let translations = translationsByLanguage.get(language);
  if (!translations) {
    i18nReady ??= initI18n(DEFAULT_LANGUAGE);
    translations = i18nReady.then(async () => {
      const clone = i18n.cloneInstance({ lng: language });
      await clone.changeLanguage(language);
      return clone;
    });
    translations.catch(() => translationsByLanguage.delete(language));
    translationsByLanguage.set(language, translations);
  }
  return translations;
}

/** The messages handed out per language, and the generation of the store they were copied at. */
const messagesByLanguage = new Map<Language, { generation: number; messages: SsrMessages }>();

/**
 * The messages of `language` as the render contract hands them: one object for as long as they
 * stay the same (the web server makes their file once per object), a new copy when they change.
 * A copy, because i18next merges a reloaded namespace into the objects it already holds.
 */
function messagesOf(translations: typeof i18n, language: Language): SsrMessages {
  const generation = messagesGeneration(translations);
  const known = messagesByLanguage.get(language);
  if (known?.generation === generation) return known.messages;
  const messages = structuredClone((translations.store.data[language] ?? {}) as SsrMessages);
  messagesByLanguage.set(language, { generation, messages });
  return messages;
}

/**
 * Whether the render that went from `before` to `after` may have shown a query in a state it has
 * left: one it did not wait for (suspend on) that started or settled while it rendered.
 */
function changedUnseen(
  before: RootState['api']['queries'],
  after: RootState['api']['queries'],
  waitedFor: Set<string>,
): boolean {
  if (before === after) return false;
  return Object.keys(after).some((key) => after[key] !== before[key] && !waitedFor.has(key));
}

/**
 * Whether no route of the shell's answers `pathname` (without its language prefix): it falls to
 * the top-level `*` route, the not-found page. The dashboard's own `*` is behind sign-in and stays
 * with the browser.
 */
export function isUnknownPath(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return true;
  const last = matches[matches.length - 1];
  return last.route.path === '*' && matches.length === 2;
}

export async function render(request: RenderRequest): Promise<RenderResult | null> {
  const { pathname, search } = new URL(request.url, 'http://ssr.local');
  // The path decides the language: `/bn/shops` is the Bengali `/shops`.
  const language = languageFromPath(pathname);
  const appPath = stripLanguagePrefix(pathname);
  const route = ssrRouteFor(appPath);
  // Unknown paths are rendered too (the not-found page, answered 404); other routes (cart,
  // account pages, dashboard) are the browser's.
  const notFound = !route && isUnknownPath(appPath);
  if (!route && !notFound) return null;
  const entry = route && request.config.remotes?.[route.remote];
  if (route && !entry) throw new Error(`No URL for remote "${route.remote}" in the runtime config`);

  configureApiClient({
    apiUrl: request.config.apiUrl,
    requestUrl: request.apiUrl,
    // The origin of the canonical and link-preview URLs the pages name (`siteOrigin()`).
    siteUrl: request.config.siteUrl,
  });
  const loader = serverRemoteLoader(request.config.remotes ?? {}, request.remoteReleases);
  // Loaded before rendering: a remote that is down fails here, not as a fallback in the HTML.
  if (route) await loader.load(route.remote, route.expose);

  const translations = await translationsFor(language);

  const sources = new Map<string, ApiSource>();
  const store = makeStore(undefined, [recordApiSources(sources)]);
  const queries = serverQueries(store.dispatch);
  const location = `${pathname}${search}`;
  const basename = languageBasename(language);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location} basename={basename}>
      {children}
    </StaticRouter>
  );
  const app = (
    <I18nextProvider i18n={translations}>
      <ServerQueriesContext.Provider value={queries}>
        <App
          store={store}
          loader={loader}
          Router={Router}
          routeTable={routeTableFor(routes, pathname, basename)}
        />
      </ServerQueriesContext.Provider>
    </I18nextProvider>
  );

  // A render waits for the queries its components suspend on; one that leaves other queries
  // running, or saw a query change without waiting for it (a hook that does not suspend, a
  // selector), is repeated with their answers.
  let html = '';
  for (let pass = 1; pass <= MAX_RENDER_PASSES; pass += 1) {
    const before = store.getState().api.queries;
    html = await renderToString(app);
    const running = runningQueries(store);
    await Promise.all(running);
    if (
      running.length === 0 &&
      !changedUnseen(before, store.getState().api.queries, queries.waitedFor)
    )
      break;
  }
  const failed = failedQueries(store.getState());
  if (failed.length > 0)
    throw new Error(`API queries failed while rendering: ${failed.join(', ')}`);
  // A product that does not exist (unknown, malformed or archived id): its page says so, with 404.
  const missing = notFound || missingQueries(store.getState()).length > 0;
  return {
    status: missing ? 404 : 200,
    html,
    state: stateForBrowser(store.getState()),
    route: route && entry ? { ...route, entry } : undefined,
    location,
    language,
    messages: messagesOf(translations, language),
    sources: [...sources.values()],
  };
}

/**
 * The one i18next instance of the page. `@shop/i18n` is a Module Federation shared singleton, so
 * the shell and every remote translate through this instance and switch language together.
 *
 * Messages are not bundled: each app registers a loader per namespace (`registerMessages`), and
 * the instance's backend loads a namespace in the active language only when a component asks for
 * it (`useT('shop')` suspends until then). A language switch loads the namespaces in use in the
 * new language, then re-renders every translated component.
 */
import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatDate, formatDateTime, formatNumber, formatPrice } from './format';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  languageCookie,
  languageFromCookie,
  LANGUAGES,
  type Language,
} from './languages';
import { loadCommonMessages } from './common-messages';
import { unwrapMessages, type Messages, type MessagesLoader } from './messages';

export const COMMON_NAMESPACE = 'common';

const loaders = new Map<string, MessagesLoader>();

/**
 * Registers where a namespace's message files are. The same loader again changes nothing. Another
 * loader for a name already registered is another build of the code that owns the namespace — a
 * remote released again, loaded by a long-lived process (the server renderer follows the release
 * channel): its messages replace the ones loaded from the build before, which are dropped here so
 * the next `t` of the namespace waits for (suspends on) the new ones.
 */
export function registerMessages(namespace: string, loader: MessagesLoader): void {
  const known = loaders.get(namespace);
  if (known === loader) return;
  loaders.set(namespace, loader);
  if (known === undefined) return;
  const connector = (i18n.services as { backendConnector?: { state?: Record<string, number> } })
    ?.backendConnector;
  for (const language of LANGUAGES) {
    if (i18n.hasResourceBundle(language, namespace)) i18n.removeResourceBundle(language, namespace);
    // i18next counts a namespace loaded by this state, not by its bundle: it must forget it too.
    if (connector?.state) delete connector.state[`${language}|${namespace}`];
  }
}

export function hasMessages(namespace: string): boolean {
  return loaders.has(namespace);
}

const registryBackend: BackendModule = {
  type: 'backend',
  init() {
    // The loaders are registered by the apps, not configured here.
  },
  read(language, namespace, callback) {
    const loader = loaders.get(namespace);
    if (!loader || !isLanguage(language)) {
      callback(new Error(`No "${namespace}" messages for "${language}"`), false);
      return;
    }
    Promise.resolve()
      .then(() => loader(language))
      .then(
        (loaded) => callback(null, unwrapMessages(loaded)),
        (error: unknown) => callback(error as Error, false),
      );
  },
};

function asLanguage(value: string | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

function addFormatters(instance: I18n): void {
  const formatter = instance.services.formatter;
  if (!formatter) return;
  formatter.add('number', (value, lng) => formatNumber(Number(value), asLanguage(lng)));
  formatter.add('price', (value, lng) => formatPrice(value as number, asLanguage(lng)));
  formatter.add('date', (value, lng) => formatDate(value as string, asLanguage(lng)));
  formatter.add('datetime', (value, lng) => formatDateTime(value as string, asLanguage(lng)));
}

export const i18n: I18n = i18next.createInstance();

export interface InitOptions {
  /** Messages already at hand (server rendering, tests): `{ en: { common: {...} } }`. */
  resources?: Resource;
  /** Namespaces to load before the returned promise settles. */
  namespaces?: string[];
}

/**
 * Starts the instance in `language` (once; later calls only change the language). Resolves when
 * the requested namespaces are loaded.
 */
export async function initI18n(language: Language, options: InitOptions = {}): Promise<I18n> {
  const namespaces = options.namespaces ?? [COMMON_NAMESPACE];
  registerMessages(COMMON_NAMESPACE, loadCommonMessages);
  if (!i18n.isInitialized) {
    await i18n
      .use(registryBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        supportedLngs: [...LANGUAGES],
        // Only the active language is ever downloaded: the completeness tests keep both files whole.
        fallbackLng: false,
        load: 'currentOnly',
        ns: namespaces,
        defaultNS: COMMON_NAMESPACE,
        resources: options.resources,
        partialBundledLanguages: options.resources !== undefined,
        interpolation: { escapeValue: false },
        returnEmptyString: false,
        react: { useSuspense: true },
        // No advertisement in the visitors' consoles.
        showSupportNotice: false,
      });
    addFormatters(i18n);
  } else if (i18n.language !== language) {
    await i18n.changeLanguage(language);
  }
  await i18n.loadNamespaces(namespaces);
  return i18n;
}

/**
 * Starts the instance synchronously with the given messages (unit tests): every app's jest setup
 * calls it with its English files so components render the texts the spec gives.
 */
export function initI18nWith(resources: Record<string, Messages>, language: Language = 'en'): I18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      fallbackLng: false,
      defaultNS: COMMON_NAMESPACE,
      ns: Object.keys(resources),
      resources: { [language]: resources },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      initAsync: false,
      showSupportNotice: false,
    });
    addFormatters(i18n);
  } else {
    for (const [namespace, messages] of Object.entries(resources)) {
      i18n.addResourceBundle(language, namespace, messages, true, true);
    }
    void i18n.changeLanguage(language);
  }
  return i18n;
}

/** The language the page was opened in: the remembered one (cookie, then localStorage), else English. */
export function initialLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  if (document.cookie.split(';').some((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`))) {
    return languageFromCookie(document.cookie);
  }
  try {
    const stored = window.localStorage.getItem(LANGUAGE_COOKIE);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be disabled; the default then.
  }
  return DEFAULT_LANGUAGE;
}

/** Marks the page as being in `language`: `<html lang>`, the cookie and localStorage. */
export function rememberLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.cookie = languageCookie(language);
  try {
    window.localStorage.setItem(LANGUAGE_COOKIE, language);
  } catch {
    // The cookie alone still remembers it.
  }
}

/** Switches the whole page (shell and remotes) to `language` and remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  rememberLanguage(language);
}

/** The active language of an instance (the page's by default). */
export function languageOf(instance: I18n = i18n): Language {
  return asLanguage(instance.resolvedLanguage ?? instance.language);
}

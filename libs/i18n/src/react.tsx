import { useContext, useMemo } from 'react';
import type { i18n as I18n } from 'i18next';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatNumber, formatPrice } from './format';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from './languages';

export { I18nextProvider, Trans, useTranslation } from 'react-i18next';

function useBrowserT(namespace?: string | string[]) {
  return useTranslation(namespace);
}

type Translation = ReturnType<typeof useBrowserT>;
type TFunction = Translation['t'];

/** Per instance, the server's translations by language and namespaces (`useServerT`). */
const serverTranslations = new WeakMap<I18n, Map<string, Translation>>();

/** Counts the changes of a message store: a text remembered at another count may be stale. */
interface StoreGeneration {
  value: number;
}
const storeGenerations = new WeakMap<object, StoreGeneration>();

/**
 * The generation of an instance's messages, moved on by every bundle or text added (a namespace
 * loaded, `addResourceBundle`) or removed (a namespace dropped for a remote's new release). Clones
 * share their store, so they share one generation.
 */
function generationOf(instance: I18n): StoreGeneration {
  const store = instance.store;
  let generation = storeGenerations.get(store);
  if (!generation) {
    const counter = { value: 0 };
    const bump = () => {
      counter.value += 1;
    };
    store.on('added', bump);
    store.on('removed', bump);
    storeGenerations.set(store, counter);
    generation = counter;
  }
  return generation;
}

/**
 * A number that moves whenever the instance's messages change (a bundle or text added or
 * removed): what was made of the messages at one value holds until it moves.
 */
export function messagesGeneration(instance: I18n): number {
  return generationOf(instance).value;
}

/**
 * Texts one server `t` remembers at most: a page asks a few hundred keys; a key made from a value
 * a visitor chose (a URL parameter) must not grow the memo without end, so beyond this it starts
 * again.
 */
export const MAX_REMEMBERED_TEXTS = 2_000;

/**
 * `t` with the texts of option-less calls (`t('shop:title')`) remembered: i18next copies its
 * options and resolves the key on every call, and a page makes hundreds of them with the same
 * few dozen keys (a render's largest cost in the shell after React's own). The text of a key
 * without options depends only on the language, the namespace and the messages, so the memo
 * belongs to one `t` (one language and namespace) and is dropped when the messages change. Calls
 * with options (interpolation, plurals, a default value) go to i18next every time.
 */
function rememberingT(fixedT: TFunction, generation: StoreGeneration): TFunction {
  const t = fixedT as unknown as (...args: unknown[]) => unknown;
  let texts = new Map<string, unknown>();
  let seen = generation.value;
  const remembering = (...args: unknown[]) => {
    const key = args[0];
    if (args.length !== 1 || typeof key !== 'string') {
      return t(...args);
    }
    if (seen !== generation.value) {
      texts = new Map();
      seen = generation.value;
    }
    let text = texts.get(key);
    if (text === undefined) {
      text = t(key);
      if (texts.size >= MAX_REMEMBERED_TEXTS) texts.clear();
      texts.set(key, text);
    }
    return text;
  };
  // What a fixed `t` carries besides being callable (its language, namespace, key prefix).
  return Object.assign(remembering, fixedT) as unknown as TFunction;
}

/**
 * The server's `useT`: a server render renders each component once, in a language that does not
 * change under it, so it needs none of react-i18next's subscription and memo hooks, nor the copy of
 * the instance that `useTranslation` makes for every component it renders (a fifth of a render's
 * CPU went to them). The same `t` (`getFixedT`, its option-less texts remembered) per instance,
 * language and namespaces, made once; it suspends, as `useTranslation` does, while a namespace is
 * not loaded.
 */
function useServerT(namespace?: string | string[]): Translation {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  const namespaces =
    namespace === undefined
      ? [String(instance.options.defaultNS ?? 'translation')]
      : Array.isArray(namespace)
        ? namespace
        : [namespace];
  if (!namespaces.every((name) => instance.hasLoadedNamespace(name))) {
    throw instance.loadNamespaces(namespaces);
  }
  let byKey = serverTranslations.get(instance);
  if (!byKey) {
    byKey = new Map();
    serverTranslations.set(instance, byKey);
  }
  const key = `${instance.language}|${namespaces.join(',')}`;
  let translation = byKey.get(key);
  if (!translation) {
    const t = rememberingT(
      instance.getFixedT(instance.language, namespaces[0]),
      generationOf(instance),
    );
    translation = Object.assign([t, instance, true], {
      t,
      i18n: instance,
      ready: true,
    }) as unknown as Translation;
    byKey.set(key, translation);
  }
  return translation;
}

/**
 * `const { t } = useT('shop')`: the messages of one namespace (it suspends until they are loaded).
 * Keys of other namespaces are reached with a prefix, `t('common:retry')`. On a server (no
 * `window`) the cheaper `useServerT`, which renders the same texts.
 */
export const useT: (namespace?: string | string[]) => Translation =
  typeof window === 'undefined' ? useServerT : useBrowserT;

/** The active language, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n } = useT();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export interface Formatters {
  language: Language;
  /** ৳ with lakh grouping, Bengali digits in Bengali. */
  price(amount: number | string): string;
  number(value: number, fractionDigits?: number): string;
  date(value: Date | string | number): string;
  dateTime(value: Date | string | number): string;
}

/** Formatting in the active language. */
export function useFormat(): Formatters {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      price: (amount) => formatPrice(amount, language),
      number: (value, fractionDigits) => formatNumber(value, language, fractionDigits),
      date: (value) => formatDate(value, language),
      dateTime: (value) => formatDateTime(value, language),
    }),
    [language],
  );
}

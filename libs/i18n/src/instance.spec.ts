/**
 * @jest-environment jsdom
 */
import { formatPrice } from './format';
import {
  initI18n,
  i18n,
  languageOf,
  registerMessages,
  setLanguage,
  initialLanguage,
} from './instance';
import { languageFromCookie, languageCookie } from './languages';

const shop = {
  en: { title: 'Shops', left: 'Only {{count, number}} left', total: 'Total {{amount, price}}' },
  bn: { title: 'দোকান', left: 'মাত্র {{count, number}}টি বাকি', total: 'মোট {{amount, price}}' },
};

describe('the page instance', () => {
  const loaded: string[] = [];

  beforeAll(async () => {
    registerMessages('shop', async (language) => {
      loaded.push(language);
      return { default: shop[language] };
    });
    await initI18n('en', { namespaces: ['shop'] });
  });

  it('loads only the active language of a namespace', () => {
    expect(loaded).toEqual(['en']);
    expect(i18n.t('shop:title')).toBe('Shops');
    expect(i18n.t('shop:total', { amount: 125000 })).toBe('Total ৳1,25,000');
  });

  it('switches language, loading the namespaces in use, and remembers it', async () => {
    await setLanguage('bn');
    expect(loaded).toEqual(['en', 'bn']);
    expect(languageOf()).toBe('bn');
    expect(i18n.t('shop:left', { count: 12 })).toBe('মাত্র ১২টি বাকি');
    expect(i18n.t('shop:total', { amount: 125000 })).toBe(`মোট ${formatPrice(125000, 'bn')}`);
    expect(document.documentElement.lang).toBe('bn');
    expect(document.cookie).toContain('lang=bn');
    expect(window.localStorage.getItem('lang')).toBe('bn');
    expect(initialLanguage()).toBe('bn');
    await setLanguage('en');
    expect(initialLanguage()).toBe('en');
  });

  it('takes the messages of another build of a namespace (a remote released again)', async () => {
    const release2 = async (language: 'en' | 'bn') => ({
      default: { ...shop[language], title: `${shop[language].title} (release 2)` },
    });
    registerMessages('shop', release2);
    expect(i18n.hasLoadedNamespace('shop')).toBe(false);
    await i18n.loadNamespaces('shop');
    expect(i18n.t('shop:title')).toBe('Shops (release 2)');
    // The same build registering again (its module evaluated twice) keeps what is loaded.
    registerMessages('shop', release2);
    expect(i18n.hasLoadedNamespace('shop')).toBe(true);
  });
});

describe('the language cookie', () => {
  it('is read from a Cookie header, anything unknown meaning English', () => {
    expect(languageFromCookie('a=1; lang=bn; b=2')).toBe('bn');
    expect(languageFromCookie('lang=fr')).toBe('en');
    expect(languageFromCookie(undefined)).toBe('en');
    expect(languageCookie('bn')).toBe('lang=bn; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('ignores a cookie it cannot read instead of throwing', () => {
    // Not valid percent-encoding: decodeURIComponent throws on it.
    expect(languageFromCookie('lang=%ZZ')).toBe('en');
    expect(languageFromCookie('a=%E0%A4; lang=bn')).toBe('bn');
    expect(languageFromCookie('lang=%62%6E')).toBe('bn');
    // A 10 KB cookie beside it.
    expect(languageFromCookie(`big=${'x'.repeat(10 * 1024)}; lang=bn`)).toBe('bn');
    expect(languageFromCookie(`lang=${'%'.repeat(10 * 1024)}`)).toBe('en');
    // Twice: the first counts (browsers send the most specific path first).
    expect(languageFromCookie('lang=bn; lang=en')).toBe('bn');
    expect(languageFromCookie('lang=%ZZ; lang=bn')).toBe('en');
    // No value, no name, stray separators.
    expect(languageFromCookie('lang; =bn; ;;')).toBe('en');
    // Quoted, and spaces around the name and value.
    expect(languageFromCookie('a=1;  lang = "bn" ')).toBe('bn');
    expect(languageFromCookie('xlang=bn; langx=bn')).toBe('en');
  });
});

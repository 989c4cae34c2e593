// Node, no `window`: `useT` is the server's (`useServerT`), as in the shell's server render.
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, MAX_REMEMBERED_TEXTS, useT } from './react';

const shop = {
  en: {
    title: 'Shops',
    left: 'Only {{count}} left',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
  },
  bn: {
    title: 'দোকান',
    left: 'মাত্র {{count}}টি বাকি',
    items_one: '{{count}}টি পণ্য',
    items_other: '{{count}}টি পণ্য',
  },
};

/** An instance whose `shop` messages come from `messages` (a backend, as on the server). */
async function instanceWith(messages: () => Record<'en' | 'bn', Record<string, string>>) {
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, _namespace, callback) {
      callback(null, messages()[language as 'en' | 'bn']);
    },
  };
  const instance = i18next.createInstance();
  await instance.use(backend).init({
    lng: 'en',
    supportedLngs: ['en', 'bn'],
    fallbackLng: false,
    ns: ['shop'],
    defaultNS: 'shop',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return instance;
}

function Texts({ keys, count }: { keys: string[]; count?: number }) {
  const { t } = useT('shop');
  return (
    <>
      {keys.map((key) => (
        <p key={key}>{count === undefined ? t(key) : t(key, { count })}</p>
      ))}
    </>
  );
}

const rendered = (instance: I18n, keys: string[], count?: number) =>
  renderToString(
    <I18nextProvider i18n={instance}>
      <Texts keys={keys} count={count} />
    </I18nextProvider>,
  );

/** What i18next itself gives for the same calls. */
const expected = (instance: I18n, keys: string[], count?: number) =>
  keys
    .map((key) => `<p>${count === undefined ? instance.t(key) : instance.t(key, { count })}</p>`)
    .join('');

describe("the server's useT", () => {
  it('renders what i18next gives, with options or without, the second time as the first', async () => {
    const instance = await instanceWith(() => shop);
    const keys = ['title', 'shop:title', 'missing.key'];
    expect(rendered(instance, keys)).toBe('<p>Shops</p><p>Shops</p><p>missing.key</p>');
    expect(rendered(instance, keys)).toBe(expected(instance, keys));
    expect(rendered(instance, ['left', 'items'], 1)).toBe('<p>Only 1 left</p><p>1 item</p>');
    // Calls with options are not remembered: another count, another text.
    expect(rendered(instance, ['left', 'items'], 3)).toBe('<p>Only 3 left</p><p>3 items</p>');
  });

  it('asks i18next once per key without options, and again once it has remembered its most', async () => {
    const instance = await instanceWith(() => shop);
    const asked = jest.spyOn(instance, 't');
    rendered(instance, ['title', 'title']);
    rendered(instance, ['title']);
    expect(asked.mock.calls.filter(([key]) => key === 'title')).toHaveLength(1);
    rendered(instance, ['left', 'left'], 2);
    expect(asked.mock.calls.filter(([key]) => key === 'left')).toHaveLength(2);
    rendered(
      instance,
      Array.from({ length: MAX_REMEMBERED_TEXTS }, (_, i) => `missing.${i}`),
    );
    expect(rendered(instance, ['title'])).toBe('<p>Shops</p>');
    expect(asked.mock.calls.filter(([key]) => key === 'title')).toHaveLength(2);
  });

  it('renders the new texts once a namespace is loaded again (a remote released again)', async () => {
    let release = shop;
    const instance = await instanceWith(() => release);
    expect(rendered(instance, ['title'])).toBe('<p>Shops</p>');
    release = {
      en: { ...shop.en, title: 'Shops (release 2)' },
      bn: { ...shop.bn, title: 'দোকান (রিলিজ ২)' },
    };
    instance.removeResourceBundle('en', 'shop');
    await instance.reloadResources(['en'], ['shop']);
    expect(rendered(instance, ['title'])).toBe('<p>Shops (release 2)</p>');
  });

  it('renders a text added to a loaded namespace, and a namespace loaded after its key was asked', async () => {
    const instance = await instanceWith(() => shop);
    expect(rendered(instance, ['shop:title', 'extra:hello'])).toBe('<p>Shops</p><p>hello</p>');
    instance.addResource('en', 'shop', 'title', 'All shops');
    instance.addResourceBundle('en', 'extra', { hello: 'Hello' });
    expect(rendered(instance, ['shop:title', 'extra:hello'])).toBe('<p>All shops</p><p>Hello</p>');
  });

  it('renders the language the instance is in after it changes, and each clone in its own', async () => {
    const instance = await instanceWith(() => shop);
    expect(rendered(instance, ['title'])).toBe('<p>Shops</p>');
    await instance.changeLanguage('bn');
    expect(rendered(instance, ['title'])).toBe('<p>দোকান</p>');
    await instance.changeLanguage('en');
    expect(rendered(instance, ['title'])).toBe('<p>Shops</p>');

    // The server's clones: one per language, one store. A bundle added through one is seen by both.
    let bengali = instance;
    await new Promise((resolve) => {
      bengali = instance.cloneInstance({ lng: 'bn' }, resolve);
    });
    expect(rendered(bengali, ['title'])).toBe('<p>দোকান</p>');
    instance.addResource('bn', 'shop', 'title', 'সব দোকান');
    expect(rendered(bengali, ['title'])).toBe('<p>সব দোকান</p>');
    expect(rendered(instance, ['title'])).toBe('<p>Shops</p>');
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n, LANGUAGE_COOKIE, useLanguage } from '@shop/i18n';
import { AppRoutes, Link, useLocation } from '@shop/router';
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { EARLY_TAPS_SCRIPT, HYDRATED_ATTRIBUTE, TAPS_GLOBAL, takeOverTaps } from '../early-taps';
import { LOCATION_GLOBAL } from '../ssr-page';
import { moveToRememberedLanguage, pageLanguage } from './i18n';
import { LanguageRouter } from './language-router';

function Page() {
  const location = useLocation();
  const [typed, setTyped] = useState('');
  return (
    <>
      <p data-testid="route">{`${location.pathname}${location.search}`}</p>
      <p data-testid="language">{useLanguage()}</p>
      <Link to="/shops">Shops</Link>
      <input aria-label="typed" value={typed} onChange={(e) => setTyped(e.target.value)} />
    </>
  );
}

/** As the shell has it: the routes under AppRoutes, whose error boundary is keyed by location. */
const Shell = () => (
  <LanguageRouter>
    <AppRoutes routes={[{ path: '*', element: <Page /> }]} />
  </LanguageRouter>
);

const visit = (url: string) => window.history.replaceState(null, '', url);
const clearCookie = () => {
  document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`;
  window.localStorage.clear();
};

afterEach(async () => {
  delete (window as unknown as Record<string, unknown>)[LOCATION_GLOBAL];
  await act(() => i18n.changeLanguage('en'));
  clearCookie();
  visit('/');
});

describe('LanguageRouter', () => {
  it('serves /bn/… as the route below it, and its links keep the language', () => {
    visit('/bn/product/abc?x=1');
    render(<Shell />);
    expect(screen.getByTestId('route').textContent).toBe('/product/abc?x=1');
    expect(screen.getByRole('link', { name: 'Shops' }).getAttribute('href')).toBe('/bn/shops');
  });

  it('moves to the same page in the other language when the language changes, query kept', async () => {
    visit('/shops?sort=price_asc#top');
    render(<Shell />);
    // Something typed survives the switch: the same route tree re-renders, nothing mounts again.
    fireEvent.change(screen.getByLabelText('typed'), { target: { value: 'kept' } });

    await act(() => i18n.changeLanguage('bn'));
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/bn/shops?sort=price_asc#top',
    );
    expect(screen.getByTestId('route').textContent).toBe('/shops?sort=price_asc');
    expect(screen.getByRole('link', { name: 'Shops' }).getAttribute('href')).toBe('/bn/shops');
    expect((screen.getByLabelText('typed') as HTMLInputElement).value).toBe('kept');

    await act(() => i18n.changeLanguage('en'));
    expect(window.location.pathname).toBe('/shops');
    expect(screen.getByRole('link', { name: 'Shops' }).getAttribute('href')).toBe('/shops');
  });

  it('catches up with a back or forward made while the page was loading (no one listened)', async () => {
    // The URL says Bengali, the page started in English (it was the English entry when it loaded).
    visit('/bn/shops');
    render(<Shell />);
    await act(() => Promise.resolve());
    expect(i18n.language).toBe('bn');
    expect(screen.getByRole('link', { name: 'Shops' }).getAttribute('href')).toBe('/bn/shops');

    // The URL moved after the first render and before the router listened.
    function MovesBeforeListening() {
      useLayoutEffect(() => visit('/bn/reviews?page=2'), []);
      return null;
    }
    render(
      <LanguageRouter>
        <MovesBeforeListening />
        <AppRoutes routes={[{ path: '*', element: <Page /> }]} />
      </LanguageRouter>,
    );
    await act(() => Promise.resolve());
    expect(screen.getAllByTestId('route').at(-1)?.textContent).toBe('/reviews?page=2');
  });

  it('hydrates what the server rendered though the URL moved while loading, then follows the URL', async () => {
    // As the shell has it: the page in a Suspense boundary that hydrates once its module is there
    // (after the root), and says so (`RemoteRoute`'s `PageLive`).
    const Live = () => {
      useEffect(() => takeOverTaps(), []);
      return null;
    };
    const routes = (page: ReactNode) => [
      {
        path: '*',
        element: (
          <Suspense fallback={null}>
            {page}
            <Live />
          </Suspense>
        ),
      },
    ];
    // The server rendered /reviews in English; a back to /bn/reviews came before the page started.
    const server = renderToString(
      <StaticRouter location="/reviews">
        <AppRoutes routes={routes(<Page />)} />
      </StaticRouter>,
    );
    (window as unknown as Record<string, unknown>)[LOCATION_GLOBAL] = '/reviews';
    visit('/bn/reviews');
    // As `startI18n` does: the page starts in its start language.
    expect(pageLanguage()).toBe('en');
    await act(() => i18n.changeLanguage(pageLanguage()));

    const container = document.createElement('div');
    container.innerHTML = server;
    document.body.append(container);
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    new Function(EARLY_TAPS_SCRIPT)();
    let pageModule: (module: { default: ComponentType }) => void = () => undefined;
    const LatePage = lazy(() => new Promise<{ default: ComponentType }>((r) => (pageModule = r)));
    const mismatches: unknown[] = [];
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(
          container,
          <LanguageRouter>
            <AppRoutes routes={routes(<LatePage />)} />
          </LanguageRouter>,
          { onRecoverableError: (error) => mismatches.push(error) },
        );
      });
      // The root has hydrated, the page not yet: the language waits for it.
      expect(i18n.language).toBe('en');
      await act(async () => pageModule({ default: Page }));
      await act(() => Promise.resolve());
      // Hydrated without a mismatch (text, or an href React would leave as the server's)...
      expect(mismatches).toEqual([]);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      delete (window as unknown as Record<string, unknown>)[TAPS_GLOBAL];
    }
    // ...then the page followed its URL: Bengali, its links under /bn.
    expect(i18n.language).toBe('bn');
    expect(container.querySelector('[data-testid="language"]')?.textContent).toBe('bn');
    expect(container.querySelector('[data-testid="route"]')?.textContent).toBe('/reviews');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/bn/shops');
    act(() => root?.unmount());
    container.remove();
  });

  it('follows the URL back and forward across languages', async () => {
    visit('/shops');
    render(<Shell />);
    await act(() => i18n.changeLanguage('bn'));
    expect(window.location.pathname).toBe('/bn/shops');

    // Back to the English entry: the page's language follows the URL.
    await act(async () => {
      visit('/shops');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await act(() => Promise.resolve());
    expect(i18n.language).toBe('en');
    expect(screen.getByRole('link', { name: 'Shops' }).getAttribute('href')).toBe('/shops');
  });
});

describe('pageLanguage', () => {
  it('is the URL’s language, whatever the cookie remembers', () => {
    document.cookie = `${LANGUAGE_COOKIE}=bn; path=/`;
    visit('/shops');
    expect(pageLanguage()).toBe('en');
    visit('/bn');
    expect(pageLanguage()).toBe('bn');
    visit('/bn/cart');
    expect(pageLanguage()).toBe('bn');
    visit('/bnx');
    expect(pageLanguage()).toBe('en');
  });
});

describe('moveToRememberedLanguage', () => {
  it('takes a visitor who chose Bengali from an English URL to the Bengali one', () => {
    document.cookie = `${LANGUAGE_COOKIE}=bn; path=/`;
    visit('/cart?step=2');
    moveToRememberedLanguage();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/bn/cart?step=2');
  });

  it('leaves English for others, and a Bengali URL as it is', () => {
    visit('/cart');
    moveToRememberedLanguage();
    expect(window.location.pathname).toBe('/cart');
    document.cookie = `${LANGUAGE_COOKIE}=en; path=/`;
    visit('/bn/cart');
    moveToRememberedLanguage();
    expect(window.location.pathname).toBe('/bn/cart');
  });
});

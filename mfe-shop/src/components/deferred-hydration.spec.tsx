import { i18n, useT } from '@shop/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { memo, type ReactElement, type ReactNode, startTransition, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import bn from '../locales/bn.json';
import { DeferredHydration } from './deferred-hydration';
import { FakeObserver } from '../testing/fake-intersection-observer';

let renders = 0;

/** The storefront's pages are under the shell's router: a part reads where the page is. */
function InRouter({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/shops']}>{children}</MemoryRouter>;
}

/** Whether React has hydrated (or rendered) this element: it carries React's own properties. */
const reactOwned = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__react'));

/** A part with a button: counts its renders in the browser, says when it was tapped. */
function Part({ onTap }: { onTap: () => void }) {
  renders += 1;
  const [taps, setTaps] = useState(0);
  return (
    <button
      type="button"
      onClick={() => {
        setTaps(taps + 1);
        onTap();
      }}
    >
      Tapped {taps}
    </button>
  );
}

/** A translated part with a button: says whether it is in stock, counts its taps. */
function TranslatedPart() {
  const { t } = useT('shop');
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps(taps + 1)}>
      {t('product.inStock')} {taps}
    </button>
  );
}

function TranslatedPage() {
  return (
    <main>
      <h1>Above the fold</h1>
      <DeferredHydration>
        <TranslatedPart />
      </DeferredHydration>
    </main>
  );
}

function Page({ onTap }: { onTap: () => void }) {
  return (
    <main>
      <h1>Above the fold</h1>
      <DeferredHydration>
        <Part onTap={onTap} />
      </DeferredHydration>
    </main>
  );
}

describe('DeferredHydration', () => {
  let root: Root | undefined;
  let container: HTMLElement;
  const errors = jest.spyOn(console, 'error');

  beforeEach(() => {
    renders = 0;
    FakeObserver.install();
    errors.mockClear();
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container?.remove();
    delete (window as unknown as Record<string, unknown>).__SHOP_TAPS__;
    delete (window as unknown as Record<string, unknown>).IntersectionObserver;
    document.documentElement.removeAttribute('data-hydrated');
  });

  /** The server's markup of a page, hydrated as the shell hydrates a server-rendered page. */
  async function hydrate(page: () => ReactElement) {
    const html = renderToString(<InRouter>{page()}</InRouter>);
    renders = 0;
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // The shell's early-taps script is on every page its server renders.
    (window as unknown as Record<string, unknown>).__SHOP_TAPS__ = { held: [], stop() {} };
    await act(async () => {
      root = hydrateRoot(container, <InRouter>{page()}</InRouter>);
    });
    return html;
  }

  async function hydratePage(onTap = jest.fn()) {
    const html = await hydrate(() => <Page onTap={onTap} />);
    return { html, onTap };
  }

  it('renders its children at once where no server-rendered page is hydrating', () => {
    render(
      <InRouter>
        <Page onTap={jest.fn()} />
      </InRouter>,
    );
    expect(screen.getByRole('button', { name: 'Tapped 0' })).toBeTruthy();
    expect(renders).toBe(1);
  });

  it('leaves the server markup unhydrated until it nears the screen, then hydrates it', async () => {
    const { html } = await hydratePage();
    expect(container.innerHTML).toBe(html);
    expect(renders).toBe(0);
    expect(FakeObserver.all).toHaveLength(1);

    await act(async () => FakeObserver.all[0].enter());
    expect(renders).toBe(1);
    expect(container.innerHTML).toBe(html);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('Tapped 1');
    // No hydration mismatch.
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates at once when tapped first, and the tap reaches its handler', async () => {
    const { onTap } = await hydratePage();
    expect(renders).toBe(0);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').textContent).toBe('Tapped 1');
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the server markup when the page above renders again, and hands the part the new props once it has hydrated', async () => {
    let change = () => {};
    function Parent() {
      const [label, setLabel] = useState('first');
      change = () => setLabel('second');
      return (
        <main>
          <h1>Label above {label}</h1>
          <DeferredHydration>
            <Part onTap={jest.fn()} />
            <p>Label {label}</p>
          </DeferredHydration>
        </main>
      );
    }
    await hydrate(() => <Parent />);
    const serverLabel = screen.getByText('Label first');

    // A render of the page above it (a product topped up from the API right after hydration).
    await act(async () => change());
    expect(screen.getByRole('heading').textContent).toBe('Label above second');
    expect(renders).toBe(0);
    expect(screen.getByText('Label first')).toBe(serverLabel);
    expect(reactOwned(serverLabel)).toBe(false);

    // Near the screen, it hydrates the server's markup (no mismatch), then shows the new label.
    await act(async () => FakeObserver.all[0].enter());
    expect(screen.getByText('Label second')).toBe(serverLabel);
    expect(reactOwned(serverLabel)).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the server markup when the page navigates above it, and lets the navigation through', async () => {
    let go = (_to: string) => {};
    function Navigator() {
      const navigate = useNavigate();
      const { search } = useLocation();
      go = (to) => startTransition(() => void navigate(to));
      return <p data-testid="where">Where {search}</p>;
    }
    // Its parent does not render again: the router's new location is all that changes.
    const Below = memo(function Below() {
      return (
        <DeferredHydration>
          <Part onTap={jest.fn()} />
        </DeferredHydration>
      );
    });
    await hydrate(() => (
      <main>
        <Navigator />
        <Below />
      </main>
    ));
    const button = screen.getByRole('button');

    // In a transition, as the shell's router navigates: not held until the part nears the screen.
    await act(async () => go('/shops?page=2'));
    expect(screen.getByTestId('where').textContent).toBe('Where ?page=2');
    expect(renders).toBe(0);
    expect(reactOwned(button)).toBe(false);

    await act(async () => FakeObserver.all[0].enter());
    expect(screen.getByRole('button')).toBe(button);
    expect(reactOwned(button)).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates at once when tapped while a boundary around it was still to hydrate, and the tap reaches its handler', async () => {
    // The part's own listeners start only once what surrounds it has hydrated, which React does
    // for this very tap: the outer part here, a page's section on the site.
    const onTap = jest.fn();
    await hydrate(() => (
      <main>
        <DeferredHydration>
          <section>
            <h2>Around</h2>
            <DeferredHydration>
              <Part onTap={onTap} />
            </DeferredHydration>
          </section>
        </DeferredHydration>
      </main>
    ));
    expect(renders).toBe(0);
    const button = screen.getByRole('button');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(reactOwned(button)).toBe(true);
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Tapped 1');
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates at once when a key is pressed in it, and the key reaches its handler', async () => {
    const keys: string[] = [];
    await hydrate(() => (
      <main>
        <DeferredHydration>
          <input aria-label="Quantity" onKeyDown={(event) => keys.push(event.key)} />
        </DeferredHydration>
      </main>
    ));
    const input = screen.getByRole('textbox');
    expect(reactOwned(input)).toBe(false);
    await act(async () => {
      fireEvent.keyDown(input, { key: '2' });
    });
    expect(reactOwned(input)).toBe(true);
    expect(keys).toEqual(['2']);
    expect(errors).not.toHaveBeenCalled();
  });

  describe('a language change before it hydrated', () => {
    beforeAll(() => {
      i18n.addResourceBundle('bn', 'shop', bn, true, true);
    });
    afterEach(async () => {
      await act(async () => {
        await i18n.changeLanguage('en');
      });
    });

    it('renders the part afresh in the new language at once, without hydrating it over the old one', async () => {
      await hydrate(() => <TranslatedPage />);
      const serverButton = screen.getByRole('button', { name: 'In stock 0' });

      await act(async () => {
        await i18n.changeLanguage('bn');
      });
      // Not the server's English until it nears the screen: the Bengali part, live.
      expect(screen.getByRole('button').textContent).toBe('স্টকে আছে 0');
      expect(screen.getByRole('button')).not.toBe(serverButton);
      await act(async () => FakeObserver.all[0].enter());
      fireEvent.click(screen.getByRole('button'));
      expect(screen.getByRole('button').textContent).toBe('স্টকে আছে 1');
      // No hydration mismatch (React's error 418).
      expect(errors).not.toHaveBeenCalled();
    });

    it('re-renders a part already live in place, keeping its state', async () => {
      await hydrate(() => <TranslatedPage />);
      await act(async () => FakeObserver.all[0].enter());
      fireEvent.click(screen.getByRole('button'));
      const live = screen.getByRole('button', { name: 'In stock 1' });

      await act(async () => {
        await i18n.changeLanguage('bn');
      });
      expect(screen.getByRole('button')).toBe(live);
      expect(live.textContent).toBe('স্টকে আছে 1');
      expect(errors).not.toHaveBeenCalled();
    });

    it('keeps a part rendered afresh when the language changes back', async () => {
      await hydrate(() => <TranslatedPage />);
      await act(async () => {
        await i18n.changeLanguage('bn');
      });
      fireEvent.click(screen.getByRole('button'));
      const renewed = screen.getByRole('button', { name: 'স্টকে আছে 1' });

      await act(async () => {
        await i18n.changeLanguage('en');
      });
      expect(screen.getByRole('button')).toBe(renewed);
      expect(renewed.textContent).toBe('In stock 1');
      expect(errors).not.toHaveBeenCalled();
    });
  });

  it('does not wait once the page has hydrated (a part shown later renders at once)', async () => {
    document.documentElement.setAttribute('data-hydrated', '');
    (window as unknown as Record<string, unknown>).__SHOP_TAPS__ = { held: [], stop() {} };
    render(
      <InRouter>
        <Page onTap={jest.fn()} />
      </InRouter>,
    );
    expect(renders).toBe(1);
    expect(FakeObserver.all).toHaveLength(0);
  });
});

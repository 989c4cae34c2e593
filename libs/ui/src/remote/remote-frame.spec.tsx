import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen, waitFor } from '@testing-library/react';
import { getApiClientConfig, type AppStore } from '@shop/api-client';
import { theme } from 'antd';
import { AntdProviders, PageHeader, startRemote, StartupError, withRemoteProviders } from './index';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function stubFetch(answer: (url: string) => Response) {
  const urls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    urls.push(url);
    return answer(url);
  }) as unknown as typeof fetch;
  return urls;
}

describe('startRemote', () => {
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    container.remove();
    jest.restoreAllMocks();
  });

  function App({ store }: { store: AppStore }) {
    return <h1>{`standalone with ${typeof store.dispatch}`}</h1>;
  }

  it('configures the API from /config.json and renders the app with a store', async () => {
    const urls = stubFetch((url) =>
      url === '/config.json'
        ? json(200, { apiUrl: 'http://api.test/api' })
        : json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'no session' }),
    );
    await act(() => startRemote(App, { container }));
    expect(await screen.findByRole('heading', { name: 'standalone with function' })).toBeTruthy();
    expect(urls[0]).toBe('/config.json');
    expect(getApiClientConfig().apiUrl).toBe('http://api.test/api');
    // The silent refresh, as the shell does it.
    await waitFor(() => expect(urls.some((url) => url.includes('/auth/refresh'))).toBe(true));
  });

  it('skips the session refresh when asked (the storefront)', async () => {
    const urls = stubFetch(() => json(200, { apiUrl: 'http://api.test/api' }));
    await act(() => startRemote(App, { container, restoreSession: false, configUrl: '/c.json' }));
    expect(await screen.findByRole('heading')).toBeTruthy();
    expect(urls).toEqual(['/c.json']);
  });

  it('shows the startup error when the config cannot be read', async () => {
    stubFetch(() => json(404, {}));
    await act(() => startRemote(App, { container }));
    expect(screen.getByRole('alert').textContent).toBe(
      'This app could not start: its configuration (/config.json) could not be loaded.',
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

it('StartupError says what failed', () => {
  render(<StartupError />);
  expect(screen.getByRole('alert').textContent).toContain('/config.json');
});

it('PageHeader shows the title as the page heading, the lead and extra content', () => {
  render(<PageHeader title="Manage All User" lead="Everyone" extra={<button>Add</button>} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Manage All User' })).toBeTruthy();
  expect(screen.getByText('Everyone')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
});

it('PageHeader keeps a pending lead’s line, blank and unread, until the lead comes', () => {
  const { container, rerender } = render(<PageHeader title="Manage All Orders" leadPending />);
  const line = container.querySelector('.dash-page__lead');
  expect(line?.getAttribute('aria-hidden')).toBe('true');
  expect(line?.textContent).toBe('\u00a0');
  rerender(<PageHeader title="Manage All Orders" lead="1 order, newest first" />);
  expect(container.querySelectorAll('.dash-page__lead')).toHaveLength(1);
  expect(screen.getByText('1 order, newest first').getAttribute('aria-hidden')).toBeNull();
  // No lead to wait for: no line.
  rerender(<PageHeader title="Manage All Orders" />);
  expect(container.querySelector('.dash-page__lead')).toBeNull();
});

it('PageHeader at level 1 is the page’s one h1 (the storefront), set larger', () => {
  render(<PageHeader title="Shops" level={1} />);
  const heading = screen.getByRole('heading', { level: 1, name: 'Shops' });
  expect(heading.className).toBe('dash-page__title dash-page__title--h1');
});

it('withRemoteProviders renders the page with its props and names the wrapper', () => {
  function Greeting({ name }: { name: string }) {
    return <p>Hello {name}</p>;
  }
  const Wrapped = withRemoteProviders(Greeting);
  render(<Wrapped name="Rahim" />);
  expect(screen.getByText('Hello Rahim')).toBeTruthy();
  expect(Wrapped.displayName).toBe('Remote(Greeting)');
});

it('AntdProviders turns antd’s motion off for a visitor who asked for less motion', () => {
  function Motion() {
    return <p data-testid="motion">{String(theme.useToken().token.motion)}</p>;
  }
  const matchMedia = window.matchMedia;
  const prefers = (reduce: boolean) => {
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
    })) as typeof window.matchMedia;
  };
  try {
    prefers(false);
    const { unmount } = render(
      <AntdProviders>
        <Motion />
      </AntdProviders>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('true');
    unmount();

    prefers(true);
    render(
      <AntdProviders>
        <Motion />
      </AntdProviders>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false');
  } finally {
    window.matchMedia = matchMedia;
  }
});

/** Packages a module reaches through its relative imports (CSS skipped). */
function packagesReachedFrom(file: string): string[] {
  const seen = new Set<string>();
  const visit = (filePath: string): string[] => {
    if (seen.has(filePath)) return [];
    seen.add(filePath);
    const source = readFileSync(filePath, 'utf8');
    const specifiers = [...source.matchAll(/from\s+'([^']+)'|import\s+'([^']+)'/g)].map(
      (m) => m[1] ?? m[2],
    );
    return specifiers.flatMap((spec) => {
      if (!spec.startsWith('.')) return [spec];
      if (spec.endsWith('.css')) return [];
      const base = path.resolve(path.dirname(filePath), spec);
      const target = ['.tsx', '.ts', '/index.ts'].map((ext) => base + ext).find(existsSync);
      return target ? visit(target) : [];
    });
  };
  return visit(path.join(__dirname, file));
}

const isAntd = (pkg: string) =>
  pkg === 'antd' || pkg.startsWith('antd/') || pkg.startsWith('@ant-design/');

/**
 * The storefront must not pull antd (docs/architecture.md, "Shared bundles"): of the remote frame, only
 * remote-providers may import it (libs/ui is ESM with `sideEffects`, so an unused module is dropped).
 */
it.each(['start-remote.tsx', 'startup-error.tsx', 'page-header.tsx'])(
  '%s reaches no antd import',
  (file) => {
    expect(packagesReachedFrom(file).filter(isAntd)).toEqual([]);
  },
);

it('remote-providers is the antd module', () => {
  expect(new Set(packagesReachedFrom('remote-providers.tsx').filter(isAntd))).toEqual(
    new Set(['antd', 'antd/locale/bn_BD']),
  );
});

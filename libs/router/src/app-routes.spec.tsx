import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useState } from 'react';
import { Link, MemoryRouter, useSearchParams, type RouteObject } from 'react-router-dom';
import { AppRoutes } from './app-routes';

function Broken(): never {
  throw new Error('Remote page exploded');
}

/** Throws until its address asks it not to. */
function Moody() {
  const [params] = useSearchParams();
  if (!params.has('calm')) throw new Error('Not in the mood');
  return <p>Calm now</p>;
}

/** A list page: a search in its address, and a box that keeps what is typed. */
function Search() {
  const [params] = useSearchParams();
  const [typed, setTyped] = useState('');
  return (
    <>
      <output>{params.get('q') ?? ''}</output>
      <input aria-label="typed" value={typed} onChange={(e) => setTyped(e.target.value)} />
      <Link to="/search?q=watch">watch</Link>
      <Link to="/fine">fine</Link>
    </>
  );
}

const routes: RouteObject[] = [
  { path: '/fine', element: <p>All good</p> },
  { path: '/broken', element: <Broken /> },
  { path: '/moody', element: <Moody /> },
  { path: '/search', element: <Search /> },
];

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  jest.restoreAllMocks();
});

function render(path: string) {
  act(() =>
    root.render(
      <MemoryRouter initialEntries={[path]}>
        <nav>
          <Link to="/fine">fine</Link>
        </nav>
        <AppRoutes routes={routes} />
      </MemoryRouter>,
    ),
  );
}

describe('AppRoutes', () => {
  it('renders the matching route', () => {
    render('/fine');
    expect(container.querySelector('p')?.textContent).toBe('All good');
  });

  it("shows react-router's default error view, without the stack, when a route throws", () => {
    render('/broken');
    expect(container.querySelector('h2')?.textContent).toBe('Unexpected Application Error!');
    expect(container.querySelector('h3')?.textContent).toBe('Remote page exploded');
    expect(container.textContent).not.toContain('at Broken');
  });

  it('recovers when the location changes', () => {
    render('/broken');
    expect(container.textContent).toContain('Unexpected Application Error!');
    act(() => container.querySelector<HTMLAnchorElement>('a[href="/fine"]')?.click());
    expect(container.textContent).not.toContain('Unexpected Application Error!');
    expect(container.querySelector('p')?.textContent).toBe('All good');
  });

  it('recovers at a new query on the same path too', () => {
    act(() =>
      root.render(
        <MemoryRouter initialEntries={['/moody']}>
          <Link to="/moody?calm=1">calm</Link>
          <AppRoutes routes={routes} />
        </MemoryRouter>,
      ),
    );
    expect(container.textContent).toContain('Not in the mood');
    act(() => container.querySelector<HTMLAnchorElement>('a[href="/moody?calm=1"]')?.click());
    expect(container.querySelector('p')?.textContent).toBe('Calm now');
  });

  it('re-renders the page in place at a new query: what was typed and the focus stay', () => {
    render('/search');
    const box = container.querySelector('input')!;
    act(() => box.focus());
    act(() => {
      // As React's onChange sees typing: the value set through the prototype, then an input event.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, 'kept');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => container.querySelector<HTMLAnchorElement>('a[href="/search?q=watch"]')?.click());
    expect(container.querySelector('output')?.textContent).toBe('watch');
    expect(container.querySelector('input')).toBe(box);
    expect(box.value).toBe('kept');
    expect(document.activeElement).toBe(box);
  });

  it('starts a new path afresh', () => {
    render('/search');
    const box = container.querySelector('input')!;
    act(() => container.querySelector<HTMLAnchorElement>('a[href="/fine"]')?.click());
    expect(container.querySelector('p')?.textContent).toBe('All good');
    expect(container.contains(box)).toBe(false);
  });
});

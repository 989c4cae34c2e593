import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Link, MemoryRouter, type RouteObject } from 'react-router-dom';
import { AppRoutes } from './app-routes';

function Broken(): never {
  throw new Error('Remote page exploded');
}

const routes: RouteObject[] = [
  { path: '/fine', element: <p>All good</p> },
  { path: '/broken', element: <Broken /> },
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
});

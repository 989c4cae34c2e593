/** Runs before every React app's specs: the browser APIs jsdom lacks, and a clean store per test. */
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';
import type { RenderOptions } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { resetStores } from './fake-api';

// react-router needs TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lacks a few browser APIs antd relies on. (Server-rendering specs run in Node, without a
// window: `@jest-environment node`.)
const inBrowser = typeof window !== 'undefined';
/**
 * `min-width` / `max-width` media queries answered against `window.innerWidth` (jsdom's default is
 * 1024 px, a desktop): antd's `Grid.useBreakpoint()` and responsive layouts see a real width, and a
 * spec can render the phone layout by setting `window.innerWidth = 390` before rendering.
 */
function mediaMatches(query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, px]) =>
    bound === 'min' ? window.innerWidth >= Number(px) : window.innerWidth <= Number(px),
  );
}

if (inBrowser && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: mediaMatches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (inBrowser && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

if (inBrowser) window.scrollTo = () => undefined;

// jsdom implements getComputedStyle(element) but throws "Not implemented" for the pseudo-element
// argument antd's table passes when it measures the scrollbar — a console error with a 700-line
// stack per table render. The element's own style is what those callers can use anyway.
if (inBrowser) {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
}

/**
 * antd's styles stay out of jsdom. jsdom's getComputedStyle matches every CSS rule in the document
 * against the element, and testing-library calls it for every element a role query looks at (is it
 * hidden?): with the thousands of rules antd injects, matching selectors was 45 % of an admin page
 * spec's CPU time (a profile: nwsapi), and the admin and dashboard specs took ~2 minutes each.
 * Every tree rendered with testing-library's `render` sits under cssinjs's `StyleProvider` in its
 * server mode, which keeps the styles in its cache instead of the document. jsdom lays nothing out,
 * so all a spec could see of those styles was `display` and `visibility`: what antd hides with an
 * inline style or by unmounting (closed dialogs and menus) stays hidden here; what it hides with a
 * class alone no longer is.
 */
jest.mock('@testing-library/react', () => {
  const actual =
    jest.requireActual<typeof import('@testing-library/react')>('@testing-library/react');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const { StyleProvider } =
    jest.requireActual<typeof import('@ant-design/cssinjs')>('@ant-design/cssinjs');
  const render = (ui: ReactNode, options: RenderOptions = {}) => {
    const Inner = options.wrapper as ComponentType<{ children: ReactNode }> | undefined;
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(
        StyleProvider,
        { mock: 'server' },
        Inner ? createElement(Inner, null, children) : children,
      );
    return actual.render(ui, { ...options, wrapper });
  };
  return { ...actual, render };
});

// findBy…/waitFor wait for a condition, never a fixed time: 1 s (the default) is too short for an
// antd page to settle on a loaded machine, and waiting longer only costs time when a test fails.
configure({ asyncUtilTimeout: 5_000 });

/**
 * React's warnings for an update outside `act()`: here those are RTK Query's answers, antd's
 * timers and lazy components arriving while a spec waits for them with findBy…/waitFor, which is
 * how these specs wait. They printed ~1 300 times with a stack each (60 000 lines a run) and hid
 * real errors. Only these two messages are dropped; every other console.error still prints (its
 * code frame is this wrapper's, the stack below it is the caller's).
 */
const ACT_WARNINGS = [
  'An update to %s inside a test was not wrapped in act(...)',
  'A suspended resource finished loading inside a test, but the event was not wrapped in act(...)',
];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const [message] = args;
  if (typeof message === 'string' && ACT_WARNINGS.some((known) => message.startsWith(known)))
    return;
  consoleError(...args);
};

// Test stores keep RTK Query timers: drop them after each test so Jest can exit at once.
afterEach(() => resetStores());

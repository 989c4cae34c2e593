/** Runs before every React app's specs: the browser APIs jsdom lacks, and a clean store per test. */
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';
import { resetStores } from './fake-api';

// react-router needs TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lacks a few browser APIs antd relies on. (Server-rendering specs run in Node, without a
// window: `@jest-environment node`.)
const inBrowser = typeof window !== 'undefined';
if (inBrowser && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
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

// findBy…/waitFor wait for a condition, never a fixed time: 1 s (the default) is too short for an
// antd page to settle on a loaded machine, and waiting longer only costs time when a test fails.
configure({ asyncUtilTimeout: 5_000 });

// Test stores keep RTK Query timers: drop them after each test so Jest can exit at once.
afterEach(() => resetStores());

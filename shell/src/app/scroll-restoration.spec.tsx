import { act, renderHook } from '@testing-library/react';
import type { Location } from '@shop/router';
import { SCROLL_POSITIONS_KEY, useScrollRestoration } from './scroll-restoration';

const at = (key: string, pathname: string, hash = ''): Location => ({
  key,
  pathname,
  hash,
  search: '',
  state: null,
});

/** A window whose scroll position follows scrollTo, and scroll events the page fires. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
}
function readerScrolls(y: number) {
  scrollTo(y);
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollRestoration', () => {
  let spy: jest.SpyInstance;
  beforeEach(() => {
    sessionStorage.clear();
    document.body.innerHTML = '';
    scrollTo(0);
    spy = jest
      .spyOn(window, 'scrollTo')
      .mockImplementation(((_x: number, y: number) => scrollTo(y)) as typeof window.scrollTo);
  });
  afterEach(() => spy.mockRestore());

  type Props = { location: Location; action: 'POP' | 'PUSH' | 'REPLACE' };
  const start = () =>
    renderHook(({ location, action }: Props) => useScrollRestoration(location, action), {
      initialProps: { location: at('a', '/product/1'), action: 'POP' } as Props,
    });

  it('opens a new page at its top, and back returns to where the page was left', () => {
    const { rerender } = start();
    expect(spy).not.toHaveBeenCalled();
    act(() => readerScrolls(900));

    rerender({ location: at('b', '/dashboard/myOrders'), action: 'PUSH' });
    expect(window.scrollY).toBe(0);
    act(() => readerScrolls(40));

    rerender({ location: at('a', '/product/1'), action: 'POP' });
    expect(window.scrollY).toBe(900);

    rerender({ location: at('b', '/dashboard/myOrders'), action: 'POP' });
    expect(window.scrollY).toBe(40);
  });

  it('keeps the position when the entry stays (a language switch), and leaves a #hash to the browser', () => {
    const { rerender } = start();
    act(() => readerScrolls(500));
    rerender({ location: at('a', '/bn/product/1'), action: 'PUSH' });
    expect(window.scrollY).toBe(500);
    rerender({ location: at('c', '/contact', '#form'), action: 'PUSH' });
    expect(spy).not.toHaveBeenCalled();
  });

  it('back keeps the position while lazily drawn parts change the page height, until it settles or the reader scrolls', () => {
    jest.useFakeTimers();
    try {
      let height = 3_000;
      jest.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => height);
      const { rerender } = start();
      act(() => readerScrolls(1_500));
      rerender({ location: at('b', '/product/2'), action: 'PUSH' });
      rerender({ location: at('a', '/product/1'), action: 'POP' });
      expect(window.scrollY).toBe(1_500);

      // Cards above come near the screen and are drawn at their real height: the page moves.
      height = 2_400;
      scrollTo(900);
      act(() => jest.advanceTimersByTime(50));
      expect(window.scrollY).toBe(1_500);

      // Steady for a while: the restoration ends and the page is the reader's again.
      act(() => jest.advanceTimersByTime(1_000));
      scrollTo(200);
      act(() => jest.advanceTimersByTime(100));
      expect(window.scrollY).toBe(200);
    } finally {
      jest.useRealTimers();
      jest.restoreAllMocks();
    }
  });

  it("back waits for the page's content: a list fetched again for longer than a few seconds", () => {
    jest.useFakeTimers();
    try {
      let height = 1_600; // the skeleton's height, while the list is fetched again on a slow phone
      jest.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => height);
      const { rerender } = start();
      act(() => readerScrolls(1_500));
      rerender({ location: at('b', '/product/2'), action: 'PUSH' });
      // The list of the entry left has to load again: its skeleton is busy.
      document.body.innerHTML = '<main><div aria-busy="true"></div></main>';
      rerender({ location: at('a', '/product/1'), action: 'POP' });
      // The browser holds the position at the short page's end (the test window is 768 px high).
      scrollTo(height - window.innerHeight);
      act(() => jest.advanceTimersByTime(6_000));
      // Loaded: the page is as tall as it was, and the position is where the reader left it.
      document.body.innerHTML = '<main><ul></ul></main>';
      height = 3_000;
      act(() => jest.advanceTimersByTime(100));
      expect(window.scrollY).toBe(1_500);
    } finally {
      jest.useRealTimers();
      jest.restoreAllMocks();
    }
  });

  it('a reload returns to where the entry was left, kept in the session for it', () => {
    const first = start();
    act(() => readerScrolls(1_200));
    first.rerender({ location: at('b', '/shops'), action: 'PUSH' });
    act(() => readerScrolls(2_600));
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    expect(sessionStorage.getItem(SCROLL_POSITIONS_KEY)).toContain('"b",2600');

    // The page loads again at entry b (a reload, or back from another site).
    scrollTo(0);
    // jsdom has no navigation timing: this load's says it is a reload.
    const timing = performance as { getEntriesByType?: unknown };
    timing.getEntriesByType = () => [{ type: 'reload' }];
    try {
      renderHook(() => useScrollRestoration(at('b', '/shops'), 'POP'));
      expect(window.scrollY).toBe(2_600);
    } finally {
      delete timing.getEntriesByType;
    }
  });

  it("stops restoring at the reader's first scroll", () => {
    jest.useFakeTimers();
    try {
      const { rerender } = start();
      act(() => readerScrolls(1_500));
      rerender({ location: at('b', '/product/2'), action: 'PUSH' });
      rerender({ location: at('a', '/product/1'), action: 'POP' });
      window.dispatchEvent(new Event('wheel'));
      scrollTo(300);
      act(() => jest.advanceTimersByTime(100));
      expect(window.scrollY).toBe(300);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the place the reader left when the page gets shorter under them before they leave', () => {
    let height = 3_000;
    const tall = jest
      .spyOn(document.documentElement, 'scrollHeight', 'get')
      .mockImplementation(() => height);
    try {
      const { rerender } = start();
      act(() => readerScrolls(1_500));
      // The form clears while it books: the browser pulls the position up to the new end.
      height = 1_400;
      act(() => readerScrolls(1_400 - window.innerHeight));
      rerender({ location: at('b', '/dashboard'), action: 'PUSH' });
      height = 3_000;
      rerender({ location: at('a', '/product/1'), action: 'POP' });
      expect(window.scrollY).toBe(1_500);
    } finally {
      tall.mockRestore();
    }
  });

  it('a replaced page starts at its top too', () => {
    const { rerender } = start();
    act(() => readerScrolls(700));
    rerender({ location: at('d', '/login'), action: 'REPLACE' });
    expect(window.scrollY).toBe(0);
  });
});
